// SPDX-License-Identifier: GPL-3.0-or-later
// Waits for a top-level window to be on screen before something is shown over it. A dialog
// mapped before its parent is managed can be stacked below it: a window manager (Openbox, for
// one) finds no parent for it yet and then raises the parent as it maps, so a modal notice
// opened at launch may sit invisible behind the window it blocks.
#pragma once

#include <wx/toplevel.h>

#include <functional>

namespace reversi::app {

// Runs `then` once, on the window's thread from its event loop, once `window` has been mapped
// (with a window manager: after the manager has taken it in); at the next idle time if it is
// mapped already. Nothing runs if the window goes first.
void once_on_screen(wxTopLevelWindow& window, std::function<void()> then);

}  // namespace reversi::app
