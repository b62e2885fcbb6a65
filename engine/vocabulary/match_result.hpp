// SPDX-License-Identifier: GPL-3.0-or-later
// How a match that reached its end went, from the player's side: the one word the match a player
// sees and the records it is counted in share.
#pragma once

#include <cstdint>

#include "core/position.hpp"

namespace reversi {

enum class MatchResult : std::uint8_t { Win, Loss, Draw };

// The player's result when the board settled as `outcome` and the player held `player`.
constexpr MatchResult result_for(Color player, Outcome outcome) {
    if (outcome == Outcome::Draw) return MatchResult::Draw;
    const bool black_won = outcome == Outcome::BlackWins;
    return black_won == (player == Color::Black) ? MatchResult::Win : MatchResult::Loss;
}

}  // namespace reversi
