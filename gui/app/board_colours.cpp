// The board's fixed palette; see board_colours.hpp.
#include "app/board_colours.hpp"

namespace reversi::app {

const BoardColours& board_colours() {
    static const BoardColours colours{
        wxColour(0x2E, 0x7D, 0x4F),        // felt
        wxColour(0x1B, 0x4D, 0x30),        // felt edge
        wxColour(0x1F, 0x5C, 0x3A),        // grid
        wxColour(0x3A, 0x92, 0x5F),        // the last move's square, a shade lighter
        wxColour(0x1C, 0x1C, 0x1C),        // black disc
        wxColour(0x00, 0x00, 0x00),        // its rim
        wxColour(0xF5, 0xF5, 0xF2),        // white disc
        wxColour(0x8A, 0x8A, 0x86),        // its rim
        wxColour(0x0E, 0x2A, 0x1A, 0x9A),  // legal-move dot: dark, half transparent
        wxColour(0xE5, 0x4B, 0x2E),        // last-move mark
        wxColour(0xFF, 0xD3, 0x4D),        // keyboard cursor
    };
    return colours;
}

}  // namespace reversi::app
