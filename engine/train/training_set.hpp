// SPDX-License-Identifier: GPL-3.0-or-later
// The positions a fit learns from: every position of a game after its random opening, labelled
// with the game's exact final margin from the side to move, with the features Hard reads.
#pragma once

#include <cstdint>
#include <vector>

#include "core/bitboard.hpp"
#include "patterns/patterns.hpp"
#include "train/game_record.hpp"

namespace reversi::train {

struct TrainingSet {
    std::vector<Bitboard> player;  // the side to move's discs
    std::vector<Bitboard> opponent;
    std::vector<std::int8_t> labels;  // the final margin in discs, from the side to move
    std::vector<std::uint8_t> empties;
    // Per position, kInstanceCount columns: where each instance's weight sits in its stage's
    // run of tables (table offset + the index's class representative).
    std::vector<std::uint32_t> columns;
    // Per position, kGlobalTermCount values (hard_global_terms).
    std::vector<std::int8_t> globals;

    std::size_t size() const { return labels.size(); }
};

struct SplitSets {
    TrainingSet training;
    TrainingSet held_back;  // games whose number is one less than a multiple of hold_back_every
};

// A game's positions from the end of its random opening to its last move, the finished
// position excluded. hold_back_every = 0 holds nothing back.
SplitSets training_positions(const std::vector<PlayedGame>& games, std::uint64_t hold_back_every);

// Adds the positions of `from` after those of `to`.
void append_positions(TrainingSet& to, const TrainingSet& from);

}  // namespace reversi::train
