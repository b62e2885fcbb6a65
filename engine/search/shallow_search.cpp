// SPDX-License-Identifier: GPL-3.0-or-later
// Shallow negamax for move ordering: no table, since its cost must stay small beside the
// exact search it serves, and an ordering of its own only where four plies or more are left.
#include "search/shallow_search.hpp"

#include <array>

#include "core/moves.hpp"
#include "search/evaluation.hpp"

namespace reversi {

namespace {

// From this many plies left, children are created first and read fewest replies first
// (corners counting twice): the cut-offs this buys beat the replies counted.
constexpr int kOrderedDepth = 4;

struct Reply {
    int key;  // the replies it leaves, corners counting twice
    Bitboard player;
    Bitboard opponent;
    Bitboard moves;  // the replies themselves: the child's legal moves
};

// Takes a child's score into the node's best and alpha; true when it cuts the node off.
bool cuts_off(int score, int beta, int& best, int& alpha) {
    if (score <= best) return false;
    best = score;
    if (score >= beta) return true;
    if (score > alpha) alpha = score;
    return false;
}

int ordered_score(Bitboard player, Bitboard opponent, Bitboard moves, int depth, int alpha,
                  int beta, NodeCounter& counter) {
    std::array<Reply, 32> list;  // NOLINT(cppcoreguidelines-pro-type-member-init): filled as used
    int count = 0;
    for (Bitboard rest = moves; rest != 0; rest &= rest - 1) {
        const int square = lowest_square(rest);
        if (!counter.visit()) return 0;
        const Bitboard turned = flips(player, opponent, square);
        const Bitboard next_player = opponent ^ turned;
        const Bitboard next_opponent = player | turned | square_bit(square);
        const Bitboard replies = legal_moves(next_player, next_opponent);
        const Reply child{weighted_replies(replies), next_player, next_opponent, replies};
        int i = count++;
        for (; i > 0 && list[static_cast<std::size_t>(i - 1)].key > child.key; --i)
            list[static_cast<std::size_t>(i)] = list[static_cast<std::size_t>(i - 1)];
        list[static_cast<std::size_t>(i)] = child;
    }
    int best = -kInfiniteScore;
    for (int i = 0; i < count; ++i) {
        const Reply& child = list[static_cast<std::size_t>(i)];
        const int score = -shallow_score(child.player, child.opponent, child.moves, depth - 1,
                                         -beta, -alpha, counter);
        if (counter.aborted()) return 0;
        if (cuts_off(score, beta, best, alpha)) break;
    }
    return best;
}

}  // namespace

int shallow_score(Bitboard player, Bitboard opponent, Bitboard moves, int depth, int alpha,
                  int beta, NodeCounter& counter) {
    const Bitboard replies = legal_moves(opponent, player);
    if ((moves | replies) == 0) return final_score(player, opponent);
    if (depth == 0) return hard_evaluation(player, opponent, moves, replies);
    if (moves == 0) {
        if (!counter.visit()) return 0;
        return -shallow_score(opponent, player, replies, depth, -beta, -alpha, counter);
    }
    if (depth >= kOrderedDepth)
        return ordered_score(player, opponent, moves, depth, alpha, beta, counter);
    int best = -kInfiniteScore;
    for (Bitboard rest = moves; rest != 0; rest &= rest - 1) {
        const int square = lowest_square(rest);
        if (!counter.visit()) return 0;
        const Bitboard turned = flips(player, opponent, square);
        const int score = -shallow_score(opponent ^ turned, player | turned | square_bit(square),
                                         depth - 1, -beta, -alpha, counter);
        if (counter.aborted()) return 0;
        if (cuts_off(score, beta, best, alpha)) break;
    }
    return best;
}

}  // namespace reversi
