// SPDX-License-Identifier: GPL-3.0-or-later
// The candidates are fitted one after the other (each fit spreads over the threads itself), so
// the choice, like every fit, does not depend on the number of threads.
#include "train/lambda_choice.hpp"

#include <cassert>

namespace reversi::train {

LambdaChoice choose_lambda(const TrainingSet& training, const TrainingSet& held_back,
                           FitSettings settings, const std::vector<double>& lambdas) {
    assert(!lambdas.empty() && held_back.size() > 0);
    LambdaChoice choice;
    for (const double lambda : lambdas) {
        settings.lambda = lambda;
        FitResult fit = fit_weights(training, settings);
        const double rmse = measure_errors(fit.weights.view(), held_back).all.rmse;
        choice.trials.push_back({lambda, rmse, fit.converged});
        if (choice.trials.size() == 1 || rmse < choice.trials[choice.chosen].held_back_rmse) {
            choice.chosen = choice.trials.size() - 1;
            choice.fit = std::move(fit);
        }
    }
    return choice;
}

}  // namespace reversi::train
