// SPDX-License-Identifier: GPL-3.0-or-later
// A notice beside the board that a player cannot miss and that makes no sound: wrapped text
// on a tinted box with an accent bar in the desktop's highlight colour, hidden while empty.
#pragma once

#include <wx/panel.h>

namespace reversi::app {

class WrappedLabel;

class NoticePanel final : public wxPanel {
public:
    explicit NoticePanel(wxWindow* parent);

    // The box's whole width, in pixels; the text wraps inside it.
    void set_width(int width);
    // Shows `text`, or hides the box when it is empty. Returns whether anything changed.
    bool set_text(const wxString& text);
    const wxString& text() const;

private:
    wxWindow* accent_ = nullptr;
    WrappedLabel* label_ = nullptr;
};

}  // namespace reversi::app
