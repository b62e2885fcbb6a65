// SPDX-License-Identifier: GPL-3.0-or-later
// What Hard's evaluation looks at besides its patterns (patterns/patterns.hpp): the global
// terms, as whole numbers from the side to move's point of view; and which weights it reads.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/bitboard.hpp"
#include "patterns/pattern_weights.hpp"

namespace reversi {

using GlobalTerms = std::array<int, patterns::kGlobalTermCount>;

// In the order of patterns::GlobalTerm. `player_moves` and `opponent_moves` are the two sides'
// legal move masks in this position.
GlobalTerms hard_global_terms(Bitboard player, Bitboard opponent, Bitboard player_moves,
                              Bitboard opponent_moves);

// The weights of one stage: its run of pattern tables and its global terms' weights.
struct StageWeights {
    const std::int16_t* tables;
    const std::int16_t* globals;
};

// The weights Hard reads in this position: those of its stage (patterns::stage_of).
inline StageWeights stage_weights(const patterns::WeightsView& weights, Bitboard player,
                                  Bitboard opponent) {
    const auto stage = static_cast<std::size_t>(patterns::stage_of(popcount(~(player | opponent))));
    return {weights.tables + stage * patterns::kStageEntries,
            weights.globals + stage * patterns::kGlobalTermCount};
}

// The weight of `index` in pattern p's table of that stage.
inline int pattern_weight(const StageWeights& stage, patterns::Pattern p, int index) {
    return stage.tables[patterns::kTableOffsets[patterns::at(p)] + index];
}

// Hard's evaluation with the given weights, in hundredths of a disc from the side to move.
int hard_evaluation_with(const patterns::WeightsView& weights, Bitboard player, Bitboard opponent,
                         Bitboard player_moves, Bitboard opponent_moves);

// The weights Hard reads on the calling thread: the compiled-in ones (hard.weights), unless a
// LentHardWeights is alive on this thread. Only the training tool lends weights, to play with
// a table it has just fitted; the engine never does, so its replies depend on the position and
// the limits alone.
patterns::WeightsView hard_weights();

class LentHardWeights {
public:
    explicit LentHardWeights(const patterns::WeightsView& weights);
    ~LentHardWeights();
    LentHardWeights(const LentHardWeights&) = delete;
    LentHardWeights& operator=(const LentHardWeights&) = delete;

private:
    patterns::WeightsView previous_;
};

}  // namespace reversi
