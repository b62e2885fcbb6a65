// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing the ridge penalty on held-back positions: a fit for each candidate, and the one
// whose weights have the lowest error on positions the fits never saw.
#pragma once

#include <vector>

#include "train/fit.hpp"

namespace reversi::train {

struct LambdaTrial {
    double lambda = 0;
    double held_back_rmse = 0;  // discs, over every held-back position
    bool converged = false;
};

struct LambdaChoice {
    std::vector<LambdaTrial> trials;  // in the candidates' order
    std::size_t chosen = 0;           // the lowest error; the first of equals
    FitResult fit;                    // the chosen candidate's
};

// Fits with each of `lambdas` in turn (settings otherwise as given). Preconditions: at least one
// candidate, and held-back positions to measure on.
LambdaChoice choose_lambda(const TrainingSet& training, const TrainingSet& held_back,
                           FitSettings settings, const std::vector<double>& lambdas);

}  // namespace reversi::train
