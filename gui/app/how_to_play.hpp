// SPDX-License-Identifier: GPL-3.0-or-later
// Help > How to play: the rules, in the player's language, every line of them in view: the
// dialog is as tall as the text where the screen allows, and where it does not, the text
// scrolls with a scrollbar that is always shown.
#pragma once

#include <wx/dialog.h>

namespace reversi::app {

class HowToPlayDialog final : public wxDialog {
public:
    explicit HowToPlayDialog(wxWindow* parent);

    // For the automation state: the text's full height and the height shown of it, in pixels.
    int text_height() const { return text_height_; }
    int view_height() const;

private:
    wxWindow* view_ = nullptr;
    int text_height_ = 0;
};

}  // namespace reversi::app
