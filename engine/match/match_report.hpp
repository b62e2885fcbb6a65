// SPDX-License-Identifier: GPL-3.0-or-later
// What a match comes to, in words: the results table (the same for the same games, so a merge
// of spread runs prints what one run would) and the figures of one run (time, memory).
#pragma once

#include <cstdio>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "match/games_file.hpp"
#include "match/match_runner.hpp"
#include "match/results.hpp"
#include "match/sprt.hpp"
#include "match/statistics.hpp"

namespace reversi::match {

// The games the table counts: every game; under --sprt, unless sharded, the pairs in opening
// order up to the one that decided, or up to the first opening without both of its games.
struct CountedGames {
    std::vector<GameRecord> games;
    std::optional<SequentialTest> sprt;  // the test over the counted pairs
    std::optional<int> first_missing;    // the opening where the SPRT had to stop reading
};
CountedGames counted_games(const MatchHeader& header, const std::vector<GameRecord>& games);

// printf into a string, for the tables' columns (at most 255 characters).
std::string format(const char* pattern, auto... values) {
    char text[256];
    std::snprintf(text, sizeof text, pattern, values...);
    return text;
}

// The logistic Elo difference the pairs give, with its 95% interval ("+191, 95% interval +40 to
// +520"), or why there is none.
std::string elo_difference_text(const PairCounts& pairs);

// The table for `games` (in game order).
void print_table(std::ostream& out, const MatchHeader& header,
                 const std::vector<GameRecord>& games);

// The figures of one run: time, games per second, the time each engine used, the tool's own
// CPU time, and memory.
void print_run(std::ostream& out, const MatchRun& run);

}  // namespace reversi::match
