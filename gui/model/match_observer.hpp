// SPDX-License-Identifier: GPL-3.0-or-later
// What a match tells the outside as it goes: the view redraws and animates, and records (the
// saved match, statistics) listen to the same events.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/bitboard.hpp"
#include "core/position.hpp"
#include "vocabulary/match_result.hpp"

namespace reversi::gui {

// Where the match stands: whose turn it is, from the player's point of view.
enum class MatchPhase : std::uint8_t {
    NoMatch,       // nothing started yet
    PlayerToMove,  // the player has at least one legal square
    CpuPausing,    // the short pause before the CPU's search
    CpuThinking,   // the engine has been asked and has not answered
    CpuFailed,     // the engine failed repeatedly; the match waits for a retry
    Over,          // neither side can move
};

class MatchObserver {
public:
    virtual ~MatchObserver() = default;
    // A match began or was resumed from a saved position; the board was replaced.
    virtual void match_started(bool /*resumed*/) {}
    // A disc went on `square`; `turned` holds the discs it turned.
    virtual void disc_placed(Color /*side*/, int /*square*/, Bitboard /*turned*/) {}
    // `side` had no legal square and its turn was skipped.
    virtual void turn_skipped(Color /*side*/) {}
    // Undo stepped the board back to the player's own last decision.
    virtual void taken_back() {}
    virtual void phase_changed(MatchPhase /*phase*/) {}
    // Neither side can move. `first_time` is false when the match had ended before and the
    // player undid into it and played on: statistics count a match's first ending only.
    virtual void match_over(MatchResult /*result*/, bool /*first_time*/) {}
    // The engine could not give a move after every retry; `detail` is for logs.
    virtual void engine_failed(std::string_view /*detail*/) {}
};

}  // namespace reversi::gui
