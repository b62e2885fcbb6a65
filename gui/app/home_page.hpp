// SPDX-License-Identifier: GPL-3.0-or-later
// The home screen: "Choose your opponent" (Easy, Normal, Hard, all there from the first
// launch) and the colour for the next match, Black by default.
#pragma once

#include <wx/button.h>
#include <wx/panel.h>
#include <wx/radiobut.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <vector>

#include "core/position.hpp"
#include "probes/published_views.hpp"
#include "probes/screen_rects.hpp"
#include "vocabulary/level.hpp"

namespace reversi::app {

class WrappedLabel;

class HomePage final : public wxPanel {
public:
    explicit HomePage(wxWindow* parent);

    // The colour the next match starts with; a match under way keeps its own.
    Color chosen_color() const;
    void show_continue(bool match_under_way);
    // A quiet line under the choices: why the records are not being saved, while that lasts.
    void show_notice(const wxString& text);
    // The page's smallest size with the way back to a match and the tallest of `notices`.
    wxSize tallest_min_size(const std::vector<wxString>& notices);

    // Where the controls are on the screen, for the automation state.
    HomePageView published(const ScreenRects& screen) const;

private:
    void fit_width(int width);

    wxBoxSizer* opponents_ = nullptr;
    wxBoxSizer* colors_ = nullptr;
    int row_width_ = 0;  // the page's smallest width with the choices side by side
    wxButton* easy_ = nullptr;
    wxButton* normal_ = nullptr;
    wxButton* hard_ = nullptr;
    wxRadioButton* black_ = nullptr;
    wxRadioButton* white_ = nullptr;
    wxButton* continue_ = nullptr;
    wxButton* records_ = nullptr;
    WrappedLabel* notice_ = nullptr;
};

}  // namespace reversi::app
