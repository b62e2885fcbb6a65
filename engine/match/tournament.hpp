// SPDX-License-Identifier: GPL-3.0-or-later
// More than two engines: one match of the same openings for each pair of engines (round-robin:
// every pair; gauntlet: the first engine with each other), played one pair after another, then
// one table of every engine and each pair's result with its Elo difference.
#pragma once

#include <atomic>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "match/match_header.hpp"
#include "match/match_options.hpp"
#include "match/play_match.hpp"

namespace reversi::match {

// Two engines of the tournament by their index in MatchOptions::engines; `first` is side A.
struct EnginePair {
    int first = 0;
    int second = 0;
    bool operator==(const EnginePair&) const = default;
};

// The pairs in the order they are played: (0,1), (0,2), ..., (1,2), ... for a round-robin;
// (0,1), (0,2), ... for a gauntlet.
std::vector<EnginePair> tournament_pairs(int engines, TournamentKind kind);

// `path` with "-FIRST-SECOND" before its extension: "games.txt" gives "games-easy-hard.txt".
std::string pair_games_path(const std::string& path, std::string_view first,
                            std::string_view second);

// A pair's games as a match between A (`first`) and B (`second`).
struct PairGames {
    EnginePair pair;
    std::vector<GameRecord> games;
};

// What the table says of the tournament apart from its games.
struct TournamentHeader {
    TournamentKind kind = TournamentKind::RoundRobin;
    std::vector<std::string> names;   // by engine index
    std::vector<std::string> labels;  // what each engine is (side_label); empty if never started
    int opening_count = 0;
    std::string openings;
    std::optional<TimeControl> tc;
    std::vector<std::optional<TimeControl>> clocks;  // by engine index: its tc= or --tc
    int pairs_planned = 0;
};

// The standings (every engine's games, points and score against the field, best first) and
// each pair's games, score and Elo difference, in the order played.
void print_tournament(std::ostream& out, const TournamentHeader& header,
                      const std::vector<PairGames>& played);

// Plays the tournament of `options.engines`; stops at the first pair that does not end well
// (a signal, an engine failure), with the table of the games so far.
ExitStatus play_tournament(const MatchOptions& options, const OpeningSet& openings,
                           const std::atomic<bool>* stop, const MatchOutput& output);

}  // namespace reversi::match
