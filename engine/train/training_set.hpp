// SPDX-License-Identifier: GPL-3.0-or-later
// The positions a fit learns from: every position of a game after its random opening, labelled
// with the game's exact final margin from the side to move, with the features Hard reads.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/bitboard.hpp"
#include "patterns/patterns.hpp"
#include "train/game_record.hpp"

namespace reversi::train {

// Where each instance's pattern table starts in one stage's run of tables.
inline constexpr auto kInstanceTableOffsets = [] {
    std::array<std::uint32_t, patterns::kInstanceCount> offsets{};
    for (std::size_t k = 0; k < offsets.size(); ++k)
        offsets[k] = static_cast<std::uint32_t>(
            patterns::kTableOffsets[patterns::at(patterns::kInstances[k].pattern)]);
    return offsets;
}();

static_assert(
    [] {
        for (int p = 0; p < patterns::kPatternCount; ++p)
            if (patterns::table_size(static_cast<patterns::Pattern>(p)) > (1 << 16)) return false;
        return true;
    }(),
    "a table index fits in the two bytes TrainingSet keeps for it");

struct TrainingSet {
    std::vector<Bitboard> player;  // the side to move's discs
    std::vector<Bitboard> opponent;
    std::vector<std::int8_t> labels;  // the final margin in discs, from the side to move
    std::vector<std::uint8_t> empties;
    // Per position, kInstanceCount indices: each instance's entry in its pattern's table (the
    // index's class representative). Two bytes each, half of what the columns themselves
    // would take: 30 million positions are 2.6 GiB less.
    std::vector<std::uint16_t> indices;
    // Per position, kGlobalTermCount values (hard_global_terms).
    std::vector<std::int8_t> globals;

    std::size_t size() const { return labels.size(); }
    // Position i's indices; instance k reads its weight in its stage's run of tables at
    // kInstanceTableOffsets[k] + indices_of(i)[k].
    const std::uint16_t* indices_of(std::size_t i) const {
        return &indices[i * patterns::kInstanceCount];
    }
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
