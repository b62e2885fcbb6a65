// SPDX-License-Identifier: GPL-3.0-or-later
// The match's openings: distinct positions reached by a few random plies from the start,
// the same for the same seed on any machine.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/position.hpp"
#include "core/split_mix64.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::match {

// Distinct random openings, one at a time: lines of `plies` random legal plies from the start,
// each ending in a position no earlier one reached, where the game goes on.
class RandomOpenings {
public:
    RandomOpenings(int plies, std::uint64_t seed) : plies_(plies), random_(seed) {}
    // The next new opening, or nullopt when `max_draws` lines in a row brought nothing new.
    std::optional<std::vector<Move>> next(long max_draws);

private:
    int plies_;
    SplitMix64 random_;
    std::set<std::tuple<Bitboard, Bitboard, Color>> seen_;
};

// The first `count` of RandomOpenings(plies, seed): move lists of `plies` random legal plies each,
// every one ending in a different position where the game goes on. Refused, with the reason,
// when that many distinct positions cannot be found.
ValueOrError<std::vector<std::vector<Move>>> make_openings(int count, int plies,
                                                           std::uint64_t seed);

// The seed a game plays with, from the match seed and the game's index.
std::uint64_t game_seed(std::uint64_t match_seed, int game_index);

}  // namespace reversi::match
