// SPDX-License-Identifier: GPL-3.0-or-later
// Counting a match's games: wins, draws, losses and forfeits from A's side, and the results of
// game pairs (the two colours of one opening).
#pragma once

#include <map>
#include <vector>

#include "match/game.hpp"
#include "match/statistics.hpp"

namespace reversi::match {

struct Tally {
    int games = 0;
    int wins = 0;  // for A; B's wins are A's losses
    int draws = 0;
    int losses = 0;
    int forfeits_a = 0;
    int forfeits_b = 0;
    int time_losses_a = 0;  // --tc: games A lost on time (not forfeits)
    int time_losses_b = 0;
    int late_a = 0;  // --time-margin: replies late within the margin
    int late_b = 0;
    int desynchronised = 0;
};

Tally tally(const std::vector<GameRecord>& games);

// The games of each opening, by opening number, in the order of `games`.
std::map<int, std::vector<const GameRecord*>> games_by_opening(
    const std::vector<GameRecord>& games);

// The pairs of `games` (an opening's two games, found by opening number) in which both games
// were played; a lone game is left out.
PairCounts pair_counts(const std::vector<GameRecord>& games);

// The pair result of two games of one opening: 2 × A's points, 0 to 4.
int pair_result(const GameRecord& first, const GameRecord& second);

}  // namespace reversi::match
