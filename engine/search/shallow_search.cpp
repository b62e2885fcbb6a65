// SPDX-License-Identifier: GPL-3.0-or-later
// Shallow negamax for move ordering: no table and no ordering of its own, since it reads only
// one or two plies and its cost must stay small beside the exact search it serves.
#include "search/shallow_search.hpp"

#include "core/moves.hpp"
#include "search/evaluation.hpp"

namespace reversi {

int shallow_score(Bitboard player, Bitboard opponent, Bitboard moves, int depth, int alpha,
                  int beta, NodeCounter& counter) {
    const Bitboard replies = legal_moves(opponent, player);
    if ((moves | replies) == 0) return final_score(player, opponent);
    if (depth == 0) return hard_evaluation(player, opponent, moves, replies);
    if (moves == 0) {
        if (!counter.visit()) return 0;
        return -shallow_score(opponent, player, replies, depth, -beta, -alpha, counter);
    }
    int best = -kInfiniteScore;
    for (Bitboard rest = moves; rest != 0; rest &= rest - 1) {
        const int square = lowest_square(rest);
        if (!counter.visit()) return 0;
        const Bitboard turned = flips(player, opponent, square);
        const int score = -shallow_score(opponent ^ turned, player | turned | square_bit(square),
                                         depth - 1, -beta, -alpha, counter);
        if (counter.aborted()) return 0;
        if (score > best) {
            best = score;
            if (score >= beta) break;
            if (score > alpha) alpha = score;
        }
    }
    return best;
}

}  // namespace reversi
