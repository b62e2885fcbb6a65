// SPDX-License-Identifier: GPL-3.0-or-later
// Squares the evaluations single out: the corners and the X squares diagonally next to them.
#pragma once

#include <array>

#include "core/bitboard.hpp"

namespace reversi::features {

// The corners in the order a1, h1, a8, h8, with their diagonal (X) neighbours.
constexpr std::array<int, 4> kCornerSquares{0, 7, 56, 63};
constexpr std::array<int, 4> kXSquares{9, 14, 49, 54};

}  // namespace reversi::features
