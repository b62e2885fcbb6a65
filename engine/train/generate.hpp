// SPDX-License-Identifier: GPL-3.0-or-later
// Playing a run's games on every core, or one shard of them, in an order that does not depend
// on the threads: the same games for the same seed on any machine.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "train/self_play.hpp"
#include "vocabulary/shard.hpp"

namespace reversi::train {

struct GenerateSettings {
    std::uint64_t seed = 1;
    std::uint64_t round = 1;  // rounds of one seed play from different openings
    std::uint64_t games = 0;  // in the whole run, all shards together
    Shard shard;  // share K of N plays games K-1, K-1+N, ...: several machines play one run
    int threads = 1;
    SelfPlaySettings play;
};

// Called now and then with the games finished so far and the shard's total.
using ProgressSink = std::function<void(std::uint64_t done, std::uint64_t total)>;

// Called with each game as soon as it and every game before it in the shard are finished, so
// in increasing number whatever the threads do: a file written from it is always a prefix of
// the shard, and a killed run can continue after its last game. It returns false to end the
// run (its file cannot be written): no game starts after that.
using GameSink = std::function<bool(const PlayedGame&)>;

// The numbers of the shard's games, increasing.
std::vector<std::uint64_t> shard_game_numbers(const GenerateSettings& settings);

// The shard's games in increasing number. `done` holds its first games if an earlier run
// played them (they are kept, not played again; each must carry the shard's number for its
// place); the sink is called only for the games played now. A run the sink ended returns the
// games before the first one it refused.
std::vector<PlayedGame> generate_games(const GenerateSettings& settings,
                                       const ProgressSink& progress = {},
                                       std::vector<PlayedGame> done = {},
                                       const GameSink& sink = {});

}  // namespace reversi::train
