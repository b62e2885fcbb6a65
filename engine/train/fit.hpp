// SPDX-License-Identifier: GPL-3.0-or-later
// Fitting Hard's weights to labelled positions: regularised least squares solved by conjugate
// gradients, then rounded to hundredths of a disc. With a smoothness penalty the 15 stages are
// one problem (a weight is drawn towards the same weight in the neighbouring stages); without
// one each stage is fitted on its own (CGLS), as the shipped weights were.
#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "patterns/pattern_weights.hpp"
#include "train/training_set.hpp"

namespace reversi::train {

struct FitSettings {
    // Ridge penalty per pattern weight: a weight seen in few positions stays near zero.
    // 30 with a window of 6 had about the lowest error on held-back positions of those tried
    // (2 to 100, windows 0 to 8; engine/train/README.md).
    double lambda = 30.0;
    // The same for the global terms, which every position sees.
    double global_lambda = 0.01;
    int max_iterations = 200;
    // Stop once the gradient has shrunk by this factor (relative to the first one).
    double tolerance = 1e-4;
    // A stage also learns from positions this many empty squares outside its own range, so
    // neighbouring stages agree and each has more positions.
    int window = 6;
    // Penalty per weight on its difference from the same weight in each neighbouring stage,
    // so the evaluation does not jump where the stage changes. 0: stages fitted one by one.
    double smoothness = 0.0;
    // Where the ridge penalty draws the weights: zero, or (when set) these weights, so a small
    // set of new games refines weights fitted before.
    const patterns::PatternWeights* prior = nullptr;
    int threads = 1;
    // Global terms left out of the model (their weights stay zero): for measuring what each
    // one is worth.
    std::array<bool, patterns::kGlobalTermCount> use_global{true, true, true};
};

struct StageFit {
    int stage = 0;
    std::size_t positions = 0;  // rows in the stage's fit (its window included)
    int iterations = 0;         // a joint fit's iterations are every stage's
};

struct FitResult {
    patterns::PatternWeights weights;
    std::vector<StageFit> stages;
    bool converged = false;  // every solve met the tolerance before its iteration cap
};

FitResult fit_weights(const TrainingSet& set, const FitSettings& settings);

// How far the weights move where the stage changes: the root mean square, in discs, of the
// difference between each weight and the same weight one stage on, over the entries that are
// non-zero in either stage (pattern tables only).
double stage_jump(const patterns::PatternWeights& weights);

// How far an evaluation is from the labels: errors in discs over the positions of each stage
// (by the stage their empty squares fall in) and over all of them.
struct ErrorFigures {
    std::size_t positions = 0;
    double rmse = 0;  // root mean square error
    double mae = 0;   // mean absolute error
};
struct StageErrors {
    std::array<ErrorFigures, patterns::kStageCount> stages{};
    ErrorFigures all;
};

// Measured with Hard's own evaluation (hard_evaluation_with), integers and all.
StageErrors measure_errors(const patterns::WeightsView& weights, const TrainingSet& set);

}  // namespace reversi::train
