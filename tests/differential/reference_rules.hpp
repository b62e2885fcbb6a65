// SPDX-License-Identifier: GPL-3.0-or-later
// A plain, square-by-square statement of the rules, written without bitboards so tests can
// check the bitboard core (engine/core) against something obviously correct.
#pragma once

#include <array>
#include <cstdint>

#include "core/position.hpp"

namespace reversi::reference {

enum class Cell : std::uint8_t { Empty, Black, White };

// Squares in board order: index = row * 8 + column, a1 = 0 (top-left), h8 = 63.
// Some squares, in the order they were found (at most 64, so no allocation is needed).
struct SquareList {
    std::array<std::int8_t, 64> squares;
    int count = 0;

    void add(int square) { squares[count++] = static_cast<std::int8_t>(square); }
    bool empty() const { return count == 0; }
    bool contains(int square) const;
};

struct Board {
    std::array<Cell, 64> cells{};
    Cell to_move = Cell::Black;
};

Board board_of(const Position& p);
Position position_of(const Board& board);

// The squares that turn when the side to move places a disc on `square`; none when the
// square is occupied or traps nothing.
SquareList flipped_by(const Board& board, int square);
// Every empty square that turns at least one disc, in board order.
SquareList legal_squares(const Board& board);

// The board after the side to move plays `square` (which must be legal), or passes.
Board after_move(const Board& board, int square);
Board after_pass(const Board& board);

}  // namespace reversi::reference
