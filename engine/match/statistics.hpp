// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics of game pairs (the two colours of one opening): A's expected score with its
// 95% interval, and logistic Elo. Formulas and references: engine/match/README.md, section
// "Statistics".
#pragma once

#include <array>
#include <optional>

namespace reversi::match {

// The five results a pair of games can have, by A's points in the two games: index 0 for
// 0 points (two losses), 1 for 0.5, 2 for 1, 3 for 1.5, 4 for 2 (two wins).
struct PairCounts {
    std::array<int, 5> by_points{};
    int pairs() const;
    double score() const;  // A's mean score per game, 0 to 1; 0.5 without pairs
};

struct Interval {
    double low = 0;
    double high = 0;
};

// The 95% likelihood-ratio interval of A's expected score per game from pair results: the means
// whose profile likelihood is within chi-square(1) 3.84 / 2 of the best. nullopt without pairs.
// It reaches 0 or 1 only when every pair was lost or won twice.
std::optional<Interval> score_interval_95(const PairCounts& counts);

// Logistic Elo: the difference under which the stronger side's expected score is `score`.
// Minus or plus infinity at 0 and 1.
double elo_of_score(double score);
double score_of_elo(double elo);

// How far (Kullback-Leibler divergence, in nats) the pair-result frequencies `p` are from the
// closest distribution on the five results whose expected score per game is `mean`, which
// must lie strictly between 0 and 1. Times the number of pairs, the log of the likelihood ratio
// of the best distribution over the best with that mean.
double divergence_to_mean(const std::array<double, 5>& p, double mean);

}  // namespace reversi::match
