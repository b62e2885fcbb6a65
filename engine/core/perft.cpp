// SPDX-License-Identifier: GPL-3.0-or-later
// Perft over raw bitboards, with the last ply counted from the move mask.
#include "core/perft.hpp"

namespace reversi {

namespace {

// At depth 1 a side without a move has exactly one leaf either way: its forced pass,
// or the finished game itself.
std::uint64_t leaves_at_depth_one(Bitboard player, Bitboard opponent) {
    const int moves = popcount(legal_moves(player, opponent));
    return moves > 0 ? static_cast<std::uint64_t>(moves) : 1;
}

// Depth 2 is where almost all the work is: its loop is written out so each child costs one
// flip and one move generation, with no call in between.
std::uint64_t leaves_at_depth_two(Bitboard player, Bitboard opponent) {
    const Bitboard moves = legal_moves(player, opponent);
    if (moves == 0) {
        if (legal_moves(opponent, player) == 0) return 1;
        return leaves_at_depth_one(opponent, player);
    }
    std::uint64_t leaves = 0;
    for_each_square(moves, [&](int square) {
        const Bitboard turned = flips(player, opponent, square);
        leaves += leaves_at_depth_one(opponent ^ turned, player | turned | square_bit(square));
    });
    return leaves;
}

// `stop` is read above depth 2 only, where each node has hundreds of leaves below it, so it
// costs nothing measurable.
std::uint64_t count_leaves(Bitboard player, Bitboard opponent, int depth, const StopFlag* stop) {
    if (depth == 1) return leaves_at_depth_one(player, opponent);
    if (depth == 2) return leaves_at_depth_two(player, opponent);
    if (stop != nullptr && stop->raised()) return 0;
    const Bitboard moves = legal_moves(player, opponent);
    if (moves == 0) {
        if (legal_moves(opponent, player) == 0) return 1;        // game over: one leaf
        return count_leaves(opponent, player, depth - 1, stop);  // the forced pass is a ply
    }
    std::uint64_t leaves = 0;
    for_each_square(moves, [&](int square) {
        const Bitboard turned = flips(player, opponent, square);
        leaves +=
            count_leaves(opponent ^ turned, player | turned | square_bit(square), depth - 1, stop);
    });
    return leaves;
}

std::uint64_t perft_below(const Position& p, int depth, const StopFlag* stop) {
    if (depth <= 0) return 1;
    return count_leaves(p.player(), p.opponent(), depth, stop);
}

}  // namespace

std::uint64_t perft(const Position& p, int depth) { return perft_below(p, depth, nullptr); }

std::vector<PerftDivision> perft_divide(const Position& p, int depth) {
    return perft_divide(p, depth, nullptr).division;
}

PerftResult perft_divide(const Position& p, int depth, const StopFlag* stop) {
    PerftResult result;
    if (depth <= 0 || p.is_game_over()) return result;
    std::vector<Move> roots;
    if (p.must_pass()) roots.push_back(Move::pass());
    for_each_square(p.legal_moves(), [&](int square) { roots.push_back(Move::at(square)); });
    for (Move m : roots) {
        const std::uint64_t leaves = perft_below(p.after(m), depth - 1, stop);
        if (stop != nullptr && stop->raised()) {
            result.stopped = true;
            break;
        }
        result.division.push_back({m, leaves});
    }
    return result;
}

}  // namespace reversi
