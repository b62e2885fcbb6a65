// SPDX-License-Identifier: GPL-3.0-or-later
// Whether the player is at the match: the window is visible (shown, not minimised), it is the
// active window, and it shows the match screen. Play time counts only then.
#pragma once

namespace reversi::gui {

class PlayerPresence {
public:
    // Shown and not minimised.
    void set_window_visible(bool visible) { visible_ = visible; }
    // The window was activated (true) or another window took the foreground (false).
    void set_window_active(bool active) { active_ = active; }
    // The match screen is the one shown (not the home screen).
    void set_match_screen(bool shown) { match_screen_ = shown; }

    bool at_the_match() const { return visible_ && active_ && match_screen_; }

private:
    bool visible_ = false;
    // Active until told otherwise: without a window manager (Xvfb, some kiosks) the window
    // may never hear that it was activated, so only an explicit deactivation counts.
    bool active_ = true;
    bool match_screen_ = false;
};

}  // namespace reversi::gui
