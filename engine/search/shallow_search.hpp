// SPDX-License-Identifier: GPL-3.0-or-later
// A few plies of plain alpha-beta with Hard's evaluation: the endgame solver's estimate of a
// position far from the end, to order its moves by.
#pragma once

#include "core/bitboard.hpp"
#include "core/moves.hpp"
#include "search/node_counter.hpp"

namespace reversi {

// The score (hundredths of a disc, side to move) of reading `depth` plies ahead with Hard's
// evaluation at the leaves and exact scores at finished games; fail-soft within (alpha, beta).
// Every position it creates is counted; when the counter stops it returns 0. `moves` are the
// legal moves of `player`, which the solver's ordering has already found.
int shallow_score(Bitboard player, Bitboard opponent, Bitboard moves, int depth, int alpha,
                  int beta, NodeCounter& counter);

// The replies a move leaves the other side, corners counting twice: fewest first is the
// fastest-first order both the solver and the deeper reads here sort moves by.
inline int weighted_replies(Bitboard replies) {
    return popcount(replies) + popcount(replies & kCorners);
}

inline int shallow_score(Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                         NodeCounter& counter) {
    return shallow_score(player, opponent, legal_moves(player, opponent), depth, alpha, beta,
                         counter);
}

}  // namespace reversi
