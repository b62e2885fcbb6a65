// SPDX-License-Identifier: GPL-3.0-or-later
// Discs that can never be turned again: a lower bound on the stable discs, which bounds the
// final score from one side (the endgame solver's stability cut-off).
#pragma once

#include "core/bitboard.hpp"

namespace reversi {

// A subset of `own`'s discs that no sequence of moves can turn: those whose four lines
// (row, column, both diagonals) are each full, end at the board's edge beside them, or have a
// stable disc of the same side beside them.
Bitboard stable_discs(Bitboard own, Bitboard other);

}  // namespace reversi
