// SPDX-License-Identifier: GPL-3.0-or-later
// Pixel work on the drawn board that vector strokes cannot do cheaply: the soft shadow the board
// casts on the window, the felt's fine grain and the wood grain of the frame's four mitred bars.
// Runs once per board size, on an opaque ScreenLayer's pixels, in bands of rows.
#pragma once

#include <wx/colour.h>

#include <cstdint>
#include <limits>

#include "model/board_layout.hpp"

namespace reversi::board {

// Device pixels (0x00RRGGBB, one row every `stride`) showing window units from (x, y) on, at
// `scale` pixels per unit. Only rows [first_row, end_row) are changed: the work can be done a
// band at a time, with the same result as all at once.
struct PixelArea {
    std::uint32_t* pixels = nullptr;
    int width = 0;
    int height = 0;
    int stride = 0;
    double scale = 1;
    double x = 0;
    double y = 0;
    int first_row = 0;
    int end_row = std::numeric_limits<int>::max();
};

// A blurred copy of the frame's rounded outline, `drop` below it, blended over what is there.
void cast_board_shadow(const PixelArea& area, const gui::Rect& outer, double corner, double blur,
                       double drop, const wxColour& shade);

// Grain on the felt (`grid`) and along the frame's bars (inside `outer`, rounded by `corner`).
void add_grain(const PixelArea& area, const gui::Rect& outer, double corner, const gui::Rect& grid);

}  // namespace reversi::board
