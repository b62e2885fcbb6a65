// SPDX-License-Identifier: GPL-3.0-or-later
// Easy draws once from move_generator(seed, moves made) and walks the weighted list of legal
// squares in board order until the draw is used up.
#include "search/easy.hpp"

#include "search/random.hpp"

namespace reversi {

namespace {

std::uint64_t weight_of(const Position& position, int square) {
    const int turned = popcount(flips(position.player(), position.opponent(), square));
    return static_cast<std::uint64_t>(kEasyBaseWeight) + static_cast<std::uint64_t>(turned);
}

}  // namespace

Move easy_move(const Position& position, std::uint64_t seed) {
    const Bitboard moves = position.legal_moves();
    std::uint64_t total = 0;
    for_each_square(moves, [&](int square) { total += weight_of(position, square); });
    SplitMix64 generator = move_generator(seed, position.moves_made());
    std::uint64_t draw = generator.below(total);
    int chosen = lowest_square(moves);
    bool found = false;
    for_each_square(moves, [&](int square) {
        if (found) return;
        const std::uint64_t weight = weight_of(position, square);
        if (draw < weight) {
            chosen = square;
            found = true;
        } else {
            draw -= weight;
        }
    });
    return Move::at(chosen);
}

}  // namespace reversi
