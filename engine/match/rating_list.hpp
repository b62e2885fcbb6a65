// SPDX-License-Identifier: GPL-3.0-or-later
// One rating list over a tournament's games, as Ordo and BayesElo give: the logistic Elo
// ratings that make all the games most likely together, with their 95% intervals.
#pragma once

#include <vector>

namespace reversi::match {

// The games of two engines, by their index, from `first`'s side: a draw is half a point.
struct PairScore {
    int first = 0;
    int second = 0;
    int games = 0;
    double points = 0;  // first's
};

struct Rating {
    double elo = 0;       // against the mean of all the engines, which is 0
    double interval = 0;  // half the width of the 95% interval (1.96 standard errors)
};

// The maximum-likelihood ratings of `engines` engines under the logistic model (the expected
// score of i against j is 1 / (1 + 10^((R_j - R_i) / 400))), draws counted as half a win and
// half a loss, with one virtual draw added to every pair that played (BayesElo's prior), so an
// engine that won or lost every game still gets a finite rating. Intervals come from the
// curvature of the log-likelihood at its maximum. An engine that played no game rates 0 with
// an interval of 0.
std::vector<Rating> fit_ratings(int engines, const std::vector<PairScore>& scores);

}  // namespace reversi::match
