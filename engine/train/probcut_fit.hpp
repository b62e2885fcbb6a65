// SPDX-License-Identifier: GPL-3.0-or-later
// Fitting Hard's ProbCut predictions (search/probcut_prediction.hpp): Hard's positions searched
// at every depth up to the deepest, then for each depth D the least-squares line that predicts
// the D-ply score from the D / 2-ply score, and how far the scores stray from it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "core/position.hpp"
#include "train/game_record.hpp"

namespace reversi::train {

// y ~ slope * x + intercept by least squares; sigma is the residuals' standard deviation
// (n - 2 degrees of freedom). Fewer than 3 points, or x all equal, give samples < 3 or
// slope 0 and are not to be used.
struct LineFit {
    std::size_t samples = 0;
    double slope = 0;
    double intercept = 0;
    double sigma = 0;
    double correlation = 0;
};
LineFit fit_line(std::span<const double> x, std::span<const double> y);

// Which positions of the games are searched: every `every`-th of those after the random
// opening with at least `min_empties` empty squares (counted over all games in order) that
// have a legal move.
struct ProbCutSampling {
    std::uint64_t every = 1;
    int min_empties = 12;
    int deepest = 8;  // searched to depths 1 .. deepest; must be below min_empties
    int threads = 1;
};

// One searched position: its empty squares and Hard's score at depths 1 .. deepest
// (hundredths of a disc, every line read to full depth).
struct ScoredPosition {
    int empties = 0;
    std::vector<int> scores;
};

std::vector<Position> probcut_positions(const std::vector<PlayedGame>& games,
                                        const ProbCutSampling& sampling);

// The positions searched on `sampling.threads` threads; the result is in the positions' order
// whatever the threads.
std::vector<ScoredPosition> score_positions(const std::vector<Position>& positions,
                                            const ProbCutSampling& sampling);

// The fit of depth `deep` from depth `shallow_depth` over the positions with empties in
// [fewest_empties, most_empties]. Pairs where either score is beyond any heuristic score (a
// line read to the end) are left out.
struct DepthFit {
    int deep = 0;
    int shallow = 0;
    LineFit line;
};
DepthFit fit_pair(const std::vector<ScoredPosition>& scored, int shallow_depth, int deep,
                  int fewest_empties = 0, int most_empties = 64);
// The same from the depth Hard's ProbCut searches first (search/probcut_prediction.hpp).
DepthFit fit_depth(const std::vector<ScoredPosition>& scored, int deep, int fewest_empties = 0,
                   int most_empties = 64);

}  // namespace reversi::train
