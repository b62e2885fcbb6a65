// SPDX-License-Identifier: GPL-3.0-or-later
// The board's colours: a green felt in a walnut frame and true black and white discs, the same
// in light and dark desktop themes (the board is an object on the desk, not part of the theme),
// and a plainer, higher-contrast set for high-contrast themes. Every mark differs from what is
// under it in lightness, not only in hue, so it reads with any colour vision.
#pragma once

#include <wx/colour.h>

#include "core/position.hpp"

namespace reversi::board {

// A disc's face: lit from the upper left, its colour runs from `light` to `dark` across it.
struct DiscColors {
    wxColour light;
    wxColour mid;
    wxColour dark;
    wxColour rim;
    wxColour edge;  // its side, seen while it turns
};

struct BoardPalette {
    bool high_contrast = false;
    wxColour felt_centre;
    wxColour felt_edge;
    wxColour grid;
    wxColour frame_top;
    wxColour frame_bottom;
    wxColour frame_highlight;  // the bevel's lit edge
    wxColour frame_inner;      // the groove where frame meets felt
    wxColour label;            // coordinates on the frame
    wxColour board_shadow;     // cast on the window around the board
    wxColour disc_shadow;
    DiscColors black;
    DiscColors white;
    wxColour dot;
    wxColour dot_ring;  // transparent unless high contrast
    wxColour last_move_square;
    // The mark's fill on a white disc and on a black one: a deep red and a light orange, each
    // at least 3:1 from its disc's face in lightness with any colour vision (tests/gui_e2e).
    wxColour last_move_mark_on_white;
    wxColour last_move_mark_on_black;
    wxColour hover_square;
    wxColour cursor;
    wxColour cursor_outline;

    const DiscColors& disc(Color c) const { return c == Color::Black ? black : white; }
    const wxColour& last_move_mark(Color under) const {
        return under == Color::Black ? last_move_mark_on_black : last_move_mark_on_white;
    }
    // The mark's ring on a disc of colour `c`: the opposite lightness, so it shows on both.
    wxColour mark_ring(Color c) const {
        return c == Color::Black ? white.light : wxColour(0x1A, 0x1A, 0x1A);
    }
};

const BoardPalette& board_palette(bool high_contrast);

}  // namespace reversi::board
