// SPDX-License-Identifier: GPL-3.0-or-later
// One position through the bitboard core and through the square-by-square reference.
#pragma once

#include <string>

#include "core/position.hpp"

namespace reversi::reference {

// Empty when the core and the reference agree on everything about `p`: the legal squares, the
// discs each empty square would turn, the position after every legal move, passing and the
// end of the game. Otherwise, what differs.
std::string disagreement(const Position& p);

}  // namespace reversi::reference
