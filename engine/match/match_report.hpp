// What a match comes to: the tally from A's side, the Elo difference with its error bar, the
// table people read, and the games file tools read.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "match/match_runner.hpp"

namespace reversi::match {

struct Tally {
    int games = 0;
    int wins = 0;  // for A; B's wins are A's losses
    int draws = 0;
    int losses = 0;
    int forfeits_a = 0;
    int forfeits_b = 0;
    int desynchronised = 0;
};

Tally tally(const std::vector<GameRecord>& games);

// A's score as a fraction: (wins + draws / 2) / games.
double score_of(const Tally& t);

// Half the width of the 95% interval of A's score (as a fraction), normal approximation.
double score_error_95(const Tally& t);

struct EloEstimate {
    // Both nullopt when the score is 0% or 100% (the estimate is unbounded).
    std::optional<double> difference;
    std::optional<double> error_95;  // half the width of the 95% interval
};
// From the score and the spread of the per-game results (normal approximation).
EloEstimate estimate_elo(const Tally& t);

struct MatchDescription {
    std::string a;  // "reversi-engine, level hard"
    std::string b;
    int openings = 0;
    int plies = 0;
    std::uint64_t seed = 0;
};

void print_table(std::ostream& out, const MatchDescription& match, const MatchRun& run);

// One line per game, described at the top of the file itself and in README.md.
void write_games(std::ostream& out, const MatchDescription& match,
                 const std::vector<GameRecord>& games);

}  // namespace reversi::match
