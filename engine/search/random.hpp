// SPDX-License-Identifier: GPL-3.0-or-later
// The opponents' only source of chance: SplitMix64, seeded from the match seed and the number
// of moves made, so a choice is fixed by (seed, position) on every machine.
#pragma once

#include <cstdint>

#include "core/split_mix64.hpp"

namespace reversi {

// The generator an opponent draws from when `moves_made` moves have been made in a match
// played with `seed`: its state starts at mix(seed XOR mix(moves_made + gamma)).
constexpr SplitMix64 move_generator(std::uint64_t seed, int moves_made) {
    const auto made = static_cast<std::uint64_t>(moves_made);
    return SplitMix64(SplitMix64::mix(seed ^ SplitMix64::mix(made + SplitMix64::kGamma)));
}

}  // namespace reversi
