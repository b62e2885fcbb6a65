// SPDX-License-Identifier: GPL-3.0-or-later
// The fit of all stages as one problem: least squares with a ridge penalty and a penalty on the
// difference between neighbouring stages' weights, solved by conjugate gradients on the normal
// equations with a diagonal preconditioner. Shared with fit.cpp: which positions a stage reads.
#pragma once

#include <cstdint>
#include <vector>

#include "train/fit.hpp"

namespace reversi::train {

// A stage's columns: its pattern table entries, then its global terms.
constexpr std::size_t kFitColumns = patterns::kStageEntries + patterns::kGlobalTermCount;

// The positions whose empty squares fall in the stage's range widened by the window.
std::vector<std::size_t> stage_rows(const TrainingSet& set, int stage, int window);

struct JointSolution {
    std::vector<std::vector<double>> stages;  // kFitColumns weights in discs per stage
    std::vector<std::size_t> rows;            // rows per stage
    int iterations = 0;
    bool converged = false;
};

JointSolution solve_jointly(const TrainingSet& set, const FitSettings& settings);

}  // namespace reversi::train
