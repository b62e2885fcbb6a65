// SPDX-License-Identifier: GPL-3.0-or-later
// One disc in vector strokes: a soft shadow, the side it shows while it turns, a face lit from
// the upper left, and a rim. Used by the board and by the counts beside it, at any size.
#pragma once

#include <wx/brush.h>
#include <wx/graphics.h>

#include "board/board_palette.hpp"
#include "model/move_animation.hpp"

namespace reversi::board {

constexpr double kDiscRadius = 0.41;  // of a square's side
constexpr double kDiscReach = 0.53;   // a disc at rest and its shadow, from the square's centre

// `face` is the colour on top; `look` turns, lifts and fades the disc (a disc at rest by
// default).
void draw_disc(wxGraphicsContext& gc, double centre_x, double centre_y, double radius, Color face,
               const BoardPalette& palette, const gui::DiscLook& look = {});

}  // namespace reversi::board
