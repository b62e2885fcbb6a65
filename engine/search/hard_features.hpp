// What Hard's evaluation looks at, as whole numbers from the side to move's point of view;
// hard_evaluation.cpp weighs them by how many squares are still empty.
#pragma once

#include <array>
#include <string_view>

#include "core/bitboard.hpp"

namespace reversi {

enum class HardFeature : std::uint8_t {
    Mobility,           // legal moves, a corner counting twice: ours minus theirs
    PotentialMobility,  // empty squares next to their discs minus next to ours
    Frontier,           // our discs next to an empty square minus theirs
    Corners,            // corners held
    XSquares,           // discs on an X square beside an empty corner
    Stable,             // discs that can never turn
    Edges,              // edge-table points (edge_table.hpp)
    Parity,             // +1 when an odd number of squares is empty, else -1
    Discs,              // discs held
};
constexpr int kHardFeatureCount = 9;

constexpr std::array<std::string_view, kHardFeatureCount> kHardFeatureNames{
    "mobility",  "potential-mobility",
    "frontier",  "corners",
    "x-squares", "stable",
    "edges",     "parity",
    "discs",
};

using HardFeatures = std::array<int, kHardFeatureCount>;

// `player_moves` and `opponent_moves` are the two sides' legal move masks in this position.
HardFeatures hard_features(Bitboard player, Bitboard opponent, Bitboard player_moves,
                           Bitboard opponent_moves);

// Hundredths of a disc per unit of each feature, with `empties` squares empty (0 to 60).
const std::array<int, kHardFeatureCount>& hard_weights(int empties);

}  // namespace reversi
