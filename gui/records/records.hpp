// SPDX-License-Identifier: GPL-3.0-or-later
// The player's records: matches played, won, lost and drawn against each opponent, with the
// play time against that opponent. Plain data; the counting rules of the help text live here.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>

#include "core/position.hpp"
#include "vocabulary/level.hpp"
#include "vocabulary/match_result.hpp"

namespace reversi::records {

struct OpponentRecord {
    std::uint64_t played = 0;  // every match started, finished or not
    std::uint64_t wins = 0;
    std::uint64_t losses = 0;
    std::uint64_t draws = 0;
    std::chrono::milliseconds play_time{0};  // time spent in matches against this opponent

    std::uint64_t finished() const { return wins + losses + draws; }
    // Started but never brought to an end: walked away from, or still under way.
    std::uint64_t unfinished() const { return played - finished(); }
    bool operator==(const OpponentRecord&) const = default;
};

inline constexpr std::size_t kOpponentCount = 3;

struct Records {
    std::array<OpponentRecord, kOpponentCount> opponents{};  // indexed by Level
    // Play time from records written before it was kept per opponent (records.txt version 1
    // stored only a total): part of the total, never of one opponent's time.
    std::chrono::milliseconds earlier_play_time{0};

    const OpponentRecord& of(Level level) const {
        return opponents[static_cast<std::size_t>(level)];
    }
    OpponentRecord& of(Level level) { return opponents[static_cast<std::size_t>(level)]; }

    // A match counts as played the moment it starts.
    void count_started(Level level);
    // Only a match that reached its end becomes a win, a loss or a draw. If the start was
    // never counted (the records were set aside mid-match), the match is counted as played
    // too, so `played` never falls below the finished matches.
    void count_ended(Level level, MatchResult result);
    // Time spent in a match against `level`. Negative amounts are ignored: time only ever adds
    // up, and stops at the largest count rather than wrapping.
    void add_play_time(Level level, std::chrono::milliseconds amount);
    // The play time over all opponents and the earlier time: derived, never stored (it
    // saturates likewise).
    std::chrono::milliseconds total_play_time() const;

    bool operator==(const Records&) const = default;
};

}  // namespace reversi::records
