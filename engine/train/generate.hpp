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

// The shard's games in increasing number.
std::vector<PlayedGame> generate_games(const GenerateSettings& settings,
                                       const ProgressSink& progress = {});

}  // namespace reversi::train
