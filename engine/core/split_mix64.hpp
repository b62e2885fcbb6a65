// SPDX-License-Identifier: GPL-3.0-or-later
// The project's one random generator: the opponents' choices, the match tool's openings and
// game seeds, self-play and tests all draw from it, so a seed means the same everywhere.
#pragma once

#include <cstdint>

namespace reversi {

// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit counter stepped by the golden-ratio
// constant and passed through a fixed mixing function. Integer arithmetic only, so every
// compiler and machine draws the same numbers.
class SplitMix64 {
public:
    constexpr explicit SplitMix64(std::uint64_t state) : state_(state) {}

    constexpr std::uint64_t next() {
        state_ += kGamma;
        return mix(state_);
    }

    // A draw from 0 to bound - 1 (bound > 0), by remainder; the bias is below 2^-50 for the
    // small bounds used here and, above all, the same everywhere.
    constexpr std::uint64_t below(std::uint64_t bound) { return next() % bound; }

    static constexpr std::uint64_t kGamma = 0x9E3779B97F4A7C15ULL;

    // The SplitMix64 output function.
    static constexpr std::uint64_t mix(std::uint64_t z) {
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t state_;
};

}  // namespace reversi
