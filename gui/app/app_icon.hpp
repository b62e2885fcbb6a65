// SPDX-License-Identifier: GPL-3.0-or-later
// The game's icon at any size, drawn from the one SVG (gui/data/reversi.svg, built into the
// program): for the window, the About dialog, and whatever else asks for a size.
#pragma once

#include <wx/bmpbndl.h>
#include <wx/iconbndl.h>

namespace reversi::app {

wxBitmapBundle app_icon();
// The window's icons, 16 to 256 pixels: the desktop picks the size it shows.
wxIconBundle app_icons();
// One icon of `pixels` x `pixels`.
wxIcon app_icon_of(int pixels);

}  // namespace reversi::app
