// SPDX-License-Identifier: GPL-3.0-or-later
// Asks Pango for fonts ahead of their first use, without waiting for them. Pango 1.50 looks up
// each new font (family, size, weight) on a fontconfig thread of its own, and the first text
// laid out in that font waits for that thread, which on a loaded machine must first be
// scheduled. The match page's fonts, asked for while the home screen shows, are found by the
// time a match starts (FC_DEBUG=1: the score's large count no longer looked up after the click).
#pragma once

#include <wx/font.h>
#include <wx/window.h>

#include <vector>

namespace reversi::app {

// Every font used by `top` and the windows inside it, each once.
std::vector<wxFont> fonts_in(const wxWindow& top);

// Starts Pango's lookup of each of `fonts`, as a GTK label lays out text and as wx draws text on
// a window's paint, and returns at once.
void prefetch_fonts(const wxWindow& window, const std::vector<wxFont>& fonts);

}  // namespace reversi::app
