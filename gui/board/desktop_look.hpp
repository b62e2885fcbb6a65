// SPDX-License-Identifier: GPL-3.0-or-later
// What the desktop asks of the game's looks, read from GTK's settings each time: dark or light,
// a high-contrast theme, and whether animations are wanted (GNOME's "reduced motion" switch is
// gtk-enable-animations). Also makes keyboard focus rings clearly visible.
#pragma once

class wxWindow;

namespace reversi::board {

struct DesktopLook {
    bool dark = false;
    bool high_contrast = false;
    bool animations = true;
};

DesktopLook desktop_look();

// Thicker focus rings in the theme's own selection colour for buttons and choices, for every
// window of the game; once, before the first window.
void emphasise_focus_rings();
// Focus rings in `window` from the start, not only after the first key: a keyboard player
// sees where the focus is before pressing anything.
void show_focus_rings_now(wxWindow& window);

}  // namespace reversi::board
