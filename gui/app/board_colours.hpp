// The board's fixed palette: the same green board and true black and white discs in light and
// dark desktop themes, with outlines so each disc reads against the board in either.
#pragma once

#include <wx/colour.h>

#include "core/position.hpp"

namespace reversi::app {

struct BoardColours {
    wxColour felt;
    wxColour felt_edge;
    wxColour grid;
    wxColour last_move_square;
    wxColour disc_black;
    wxColour disc_black_rim;
    wxColour disc_white;
    wxColour disc_white_rim;
    wxColour dot;
    wxColour last_move_mark;
    wxColour keyboard_cursor;

    wxColour disc(Color c) const { return c == Color::Black ? disc_black : disc_white; }
    wxColour rim(Color c) const { return c == Color::Black ? disc_black_rim : disc_white_rim; }
};

const BoardColours& board_colours();

}  // namespace reversi::app
