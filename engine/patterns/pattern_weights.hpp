// SPDX-License-Identifier: GPL-3.0-or-later
// Hard's weights as data: every pattern's table and the global terms' weights for each stage,
// in hundredths of a disc, and the symmetry that makes some of a table's entries one weight.
#pragma once

#include <cstdint>
#include <vector>

#include "patterns/patterns.hpp"

namespace reversi::patterns {

constexpr int kTableEntries = kStageCount * kStageEntries;
constexpr int kGlobalEntries = kStageCount * kGlobalTermCount;

// What the evaluation reads: stage s's table of pattern p starts at
// tables + s * kStageEntries + kTableOffsets[p]; its global terms at
// globals + s * kGlobalTermCount.
struct WeightsView {
    const std::int16_t* tables;
    const std::int16_t* globals;
};

// Weights that own their storage (the training tool and the weight file make them).
struct PatternWeights {
    std::vector<std::int16_t> tables = std::vector<std::int16_t>(kTableEntries, 0);
    std::vector<std::int16_t> globals = std::vector<std::int16_t>(kGlobalEntries, 0);

    WeightsView view() const { return {tables.data(), globals.data()}; }
    bool operator==(const PatternWeights&) const = default;
};

// A shape that some symmetries map onto itself (an edge onto itself mirrored, a corner block
// onto itself transposed) is read the same way from either side, so its table must give the
// same weight to index i and to i with the digits moved by such a symmetry. For every index of
// the pattern's table: the smallest index of its class (the class's representative).
std::vector<std::uint32_t> representative_indices(Pattern p);

}  // namespace reversi::patterns
