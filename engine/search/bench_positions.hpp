// SPDX-License-Identifier: GPL-3.0-or-later
// The fixed positions `bench` searches: built by seeded random play, so the set, and the
// node count Hard spends on it, are the same on every machine.
#pragma once

#include <vector>

#include "core/position.hpp"

namespace reversi {

constexpr int kBenchPositionCount = 48;

// Position i (0 to 47) is reached from the start by 4 + i uniformly random moves drawn from
// SplitMix64(i) (a forced pass is played without a draw and not counted); play stops
// early rather than reach a position where the side to move has no square.
std::vector<Position> bench_positions();

}  // namespace reversi
