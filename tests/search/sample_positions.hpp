// SPDX-License-Identifier: GPL-3.0-or-later
// Positions for search tests, from seeded random play: every phase of the game, endgames
// included, the same on every run.
#pragma once

#include <vector>

#include "core/position.hpp"
#include "search/random.hpp"

namespace reversi::testing {

// A uniformly random legal square of `p`, which must have one.
inline Move random_square(const Position& p, SplitMix64& generator) {
    Bitboard moves = p.legal_moves();
    for (auto skip = generator.below(static_cast<std::uint64_t>(popcount(moves))); skip > 0; --skip)
        moves &= moves - 1;
    return Move::at(lowest_square(moves));
}

// Every position of `games` random games in which the side to move has a square.
inline std::vector<Position> random_game_positions(int games, std::uint64_t seed) {
    std::vector<Position> positions;
    SplitMix64 generator(seed);
    for (int g = 0; g < games; ++g) {
        Position p = Position::start();
        while (!p.is_game_over()) {
            if (p.must_pass()) {
                p = p.after(Move::pass());
                continue;
            }
            positions.push_back(p);
            p = p.after(random_square(p, generator));
        }
    }
    return positions;
}

// Every `step`-th of those positions, so a test can sample all phases cheaply.
inline std::vector<Position> spread_positions(int games, std::uint64_t seed, std::size_t step) {
    std::vector<Position> all = random_game_positions(games, seed);
    std::vector<Position> some;
    for (std::size_t i = 0; i < all.size(); i += step)
        some.push_back(all[i]);
    return some;
}

}  // namespace reversi::testing
