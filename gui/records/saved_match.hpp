// SPDX-License-Identifier: GPL-3.0-or-later
// A match under way, as saved between sessions: the position with the side to move, the
// opponent, the player's colour, the seed, the play time so far and the last move (for its
// mark). Undo history is not saved. See README.md in this folder for the text format.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/position.hpp"
#include "records/text_document.hpp"
#include "vocabulary/level.hpp"

namespace reversi::records {

struct SavedMatch {
    // Carries the side to move: passes break the alternation, so the discs cannot tell it.
    Position position = Position::start();
    Level opponent = Level::Normal;
    Color player = Color::Black;
    std::uint64_t seed = 0;
    std::chrono::milliseconds play_time{0};  // this match's, for PlayClock
    std::optional<int> last_move;            // the square that carries the mark, if any

    bool operator==(const SavedMatch&) const = default;
};

inline constexpr std::string_view kSavedMatchFormatName = "reversi-saved-match";
inline constexpr int kSavedMatchFormatVersion = 1;

std::string saved_match_text(const SavedMatch& match);
// Accepts exactly what saved_match_text writes (any line order) for a match that can go on:
// the four centre squares are taken (no disc is ever removed), the match is not over, and
// the last move's square holds a disc. Anything else is Corrupt.
Parsed<SavedMatch> parse_saved_match(std::string_view text);

}  // namespace reversi::records
