// SPDX-License-Identifier: GPL-3.0-or-later
// The board's colours; see board_palette.hpp.
#include "board/board_palette.hpp"

namespace reversi::board {

namespace {

DiscColors black_disc() {
    return {wxColour(0x74, 0x74, 0x74), wxColour(0x2E, 0x2E, 0x2E), wxColour(0x0B, 0x0B, 0x0B),
            wxColour(0x00, 0x00, 0x00, 0xE6), wxColour(0x3A, 0x3A, 0x3A)};
}

DiscColors white_disc() {
    return {wxColour(0xFF, 0xFF, 0xFF), wxColour(0xF1, 0xF0, 0xEA), wxColour(0xC2, 0xC0, 0xB6),
            wxColour(0x6E, 0x6C, 0x64, 0xD0), wxColour(0xD8, 0xD6, 0xCE)};
}

BoardPalette standard() {
    BoardPalette p;
    p.felt_centre = wxColour(0x35, 0x92, 0x5E);
    p.felt_edge = wxColour(0x23, 0x6E, 0x45);
    p.grid = wxColour(0x10, 0x3D, 0x25, 0xC8);
    p.frame_top = wxColour(0x6B, 0x45, 0x2A);
    p.frame_bottom = wxColour(0x3D, 0x25, 0x14);
    p.frame_highlight = wxColour(0xFF, 0xE8, 0xC8, 0x55);
    p.frame_inner = wxColour(0x16, 0x0D, 0x06, 0xD0);
    p.label = wxColour(0xF3, 0xE3, 0xC8, 0xD8);
    p.board_shadow = wxColour(0x00, 0x00, 0x00, 0x60);
    p.disc_shadow = wxColour(0x00, 0x14, 0x08, 0x78);
    p.black = black_disc();
    p.white = white_disc();
    // Nearly opaque: at least 3:1 against the felt's darkest edge (WCAG 1.4.11's for graphics).
    p.dot = wxColour(0x00, 0x0A, 0x05, 0xF0);
    p.dot_ring = wxColour(0, 0, 0, 0);
    p.last_move_square = wxColour(0xFF, 0xFF, 0xFF, 0x1E);
    p.last_move_mark_on_white = wxColour(0xC0, 0x28, 0x10);
    p.last_move_mark_on_black = wxColour(0xFF, 0x9A, 0x50);
    p.hover_square = wxColour(0xFF, 0xFF, 0xFF, 0x26);
    p.cursor = wxColour(0xFF, 0xD3, 0x4D);
    p.cursor_outline = wxColour(0x14, 0x2A, 0x1C, 0xB0);
    return p;
}

// Flat felt, black lines, solid dots with a light ring, no soft edges to lose detail in.
BoardPalette high_contrast() {
    BoardPalette p = standard();
    p.high_contrast = true;
    p.felt_centre = wxColour(0x1E, 0x6B, 0x3E);
    p.felt_edge = p.felt_centre;
    p.grid = wxColour(0x00, 0x00, 0x00);
    p.frame_top = wxColour(0x00, 0x00, 0x00);
    p.frame_bottom = wxColour(0x00, 0x00, 0x00);
    p.frame_highlight = wxColour(0xFF, 0xFF, 0xFF);
    p.frame_inner = wxColour(0x00, 0x00, 0x00);
    p.label = wxColour(0xFF, 0xFF, 0xFF);
    p.black.rim = wxColour(0xFF, 0xFF, 0xFF);
    p.white.rim = wxColour(0x00, 0x00, 0x00);
    p.dot = wxColour(0x00, 0x00, 0x00);
    p.dot_ring = wxColour(0xFF, 0xFF, 0xFF);
    p.last_move_square = wxColour(0xFF, 0xFF, 0xFF, 0x40);
    p.hover_square = wxColour(0xFF, 0xFF, 0xFF, 0x50);
    p.cursor_outline = wxColour(0x00, 0x00, 0x00);
    return p;
}

}  // namespace

const BoardPalette& board_palette(bool high_contrast_theme) {
    static const BoardPalette plain = standard();
    static const BoardPalette strong = high_contrast();
    return high_contrast_theme ? strong : plain;
}

}  // namespace reversi::board
