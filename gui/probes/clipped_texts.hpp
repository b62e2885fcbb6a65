// SPDX-License-Identifier: GPL-3.0-or-later
// The texts a window shows in less room than they need, for the automation state: a check that
// no language's words are cut off at the window's smallest size.
#pragma once

#include <wx/window.h>

#include <string>

namespace reversi::probes {

// The labels of the shown labels, buttons and radio buttons inside `top` (its own dialogs
// left out) that are narrower or shorter than their best size, and of the other shown windows
// smaller than the least size they asked for, joined by " | "; "none" when every one fits.
std::string clipped_texts(const wxWindow& top);

}  // namespace reversi::probes
