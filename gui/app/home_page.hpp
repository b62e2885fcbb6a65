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
#include "model/app_state.hpp"
#include "probes/published_views.hpp"
#include "probes/screen_rects.hpp"
#include "vocabulary/level.hpp"

namespace reversi::app {

class WrappedLabel;

class HomePage final : public wxPanel, public gui::NoticeListener {
public:
    // The colour chosen goes to `state` (the next match starts with it; a match under way
    // keeps its own); its notices are shown from there, as they go up and down.
    HomePage(wxWindow* parent, gui::AppState& state);
    ~HomePage() override;

    void show_continue(bool match_under_way);
    // Shows the state's colour for the next match as chosen (it is read after the page is built).
    void show_color();
    // The page's smallest size with the way back to a match and the tallest of `notices` that
    // it shows.
    wxSize tallest_min_size(const std::vector<gui::Notice>& notices);

    // Where the controls are on the screen, for the automation state.
    probes::HomePageView published(const probes::ScreenRects& screen) const;

private:
    // A quiet line under the choices for the notices that belong on the home screen too (why
    // the records are not being saved, while that lasts).
    void notices_changed() override;
    void fit_width(int width);

    gui::AppState& state_;
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
