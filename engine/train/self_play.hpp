// SPDX-License-Identifier: GPL-3.0-or-later
// One training game: a few random moves from the start, then a player's own moves, then
// perfect play once few enough squares are empty, so the result is exact from there.
#pragma once

#include <cstdint>
#include <optional>

#include "patterns/pattern_weights.hpp"
#include "train/game_record.hpp"

namespace reversi::train {

// Who plays the moves between the random opening and the solved end.
enum class Player : std::uint8_t {
    Normal,  // Normal's evaluation, searched to the node budget: the first round's player
    Hard,    // Hard's search with the weights given (the compiled-in ones by default)
};

struct SelfPlaySettings {
    Player player = Player::Hard;
    std::uint64_t nodes = 12'000;  // per move, as in a game
    int solve_empties = 14;        // perfect play from this many empty squares on
    int fewest_random_plies = 6;
    int most_random_plies = 14;
    // Hard's weights while it plays; none: the compiled-in ones.
    std::optional<patterns::WeightsView> weights;
};

// Game `number` of the run with `seed`: the same game on every machine, whatever thread or
// shard plays it.
PlayedGame play_game(std::uint64_t seed, std::uint64_t number, const SelfPlaySettings& settings);

}  // namespace reversi::train
