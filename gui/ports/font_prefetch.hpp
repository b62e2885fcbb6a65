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

namespace reversi::ports {

// Every font used by `top` and the windows inside it, each once.
std::vector<wxFont> fonts_in(const wxWindow& top);

// Starts Pango's lookup of each of `fonts`, as a GTK label lays out text and as wx draws text on
// a window's paint, and returns at once.
void prefetch_fonts(const wxWindow& window, const std::vector<wxFont>& fonts);

// Takes each font's metrics as a GTK label does to size itself (its width in characters):
// for the font, and for the font at whole points, as the label's style names it (wx hands GTK
// the size in whole points). Pango measures them with each face's own description, a second
// lookup that a prefetch cannot name ahead. A hidden window's style is computed only when it
// shows, so this is done from the fonts, on `window`'s context. Waits for Pango's lookups:
// call while another screen shows.
void measure_fonts_ahead(const wxWindow& window, const std::vector<wxFont>& fonts);

}  // namespace reversi::ports
