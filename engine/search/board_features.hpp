// SPDX-License-Identifier: GPL-3.0-or-later
// Squares the evaluations and the move ordering single out: the corners and the X squares
// diagonally next to them, and a value for every square from a quarter of the board.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>

#include "core/bitboard.hpp"

namespace reversi::features {

// The corners in the order a1, h1, a8, h8, with their diagonal (X) neighbours.
constexpr std::array<int, 4> kCornerSquares{0, 7, 56, 63};
constexpr std::array<int, 4> kXSquares{9, 14, 49, 54};

// Values for the quarter of the board nearest a1, by row and column from that corner.
using QuarterValues = std::array<std::array<int, 4>, 4>;

// The value of every square, the other three quarters by symmetry.
constexpr std::array<int, kSquareCount> mirrored_quarter(const QuarterValues& quarter) {
    std::array<int, kSquareCount> squares{};
    for (int s = 0; s < kSquareCount; ++s) {
        const int c = std::min(column_of(s), kBoardSize - 1 - column_of(s));
        const int r = std::min(row_of(s), kBoardSize - 1 - row_of(s));
        squares[static_cast<std::size_t>(s)] =
            quarter[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
    }
    return squares;
}

}  // namespace reversi::features
