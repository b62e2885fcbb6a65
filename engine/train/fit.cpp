// SPDX-License-Identifier: GPL-3.0-or-later
// CGLS on the normal equations of min |Ax - b|^2 + sum_j lambda_j x_j^2, where a row of A is a
// position: a 1 in the column of each pattern instance's weight, the global terms' values in
// theirs. Each stage is independent, so stages are spread over threads; every sum runs in a
// fixed order, so a fit gives the same weights however many threads run it.
#include "train/fit.hpp"

#include <atomic>
#include <cmath>

#include "search/hard_features.hpp"
#include "train/joint_fit.hpp"
#include "train/threads.hpp"

namespace reversi::train {

namespace {

using patterns::kGlobalTermCount;
using patterns::kInstanceCount;
using patterns::kStageEntries;

constexpr std::size_t kColumns = kFitColumns;
constexpr double kHundredths = 100.0;

class StageProblem {
public:
    StageProblem(const TrainingSet& set, std::vector<std::size_t> rows, const FitSettings& settings)
        : set_(set), rows_(std::move(rows)), use_global_(settings.use_global) {
        penalty_.assign(kColumns, settings.lambda);
        for (std::size_t g = 0; g < kGlobalTermCount; ++g)
            penalty_[kStageEntries + g] = settings.global_lambda;
    }

    // q = A p
    void times(const std::vector<double>& p, std::vector<double>& q) const {
        for (std::size_t r = 0; r < rows_.size(); ++r) {
            const std::size_t i = rows_[r];
            double sum = 0;
            const std::uint16_t* indices = set_.indices_of(i);
            for (std::size_t k = 0; k < kInstanceCount; ++k)
                sum += p[kInstanceTableOffsets[k] + indices[k]];
            for (std::size_t g = 0; g < kGlobalTermCount; ++g) {
                if (use_global_[g])
                    sum += set_.globals[i * kGlobalTermCount + g] * p[kStageEntries + g];
            }
            q[r] = sum;
        }
    }

    // s = A^T r - lambda x
    void gradient(const std::vector<double>& r, const std::vector<double>& x,
                  std::vector<double>& s) const {
        for (std::size_t j = 0; j < kColumns; ++j)
            s[j] = -penalty_[j] * x[j];
        for (std::size_t row = 0; row < rows_.size(); ++row) {
            const std::size_t i = rows_[row];
            const std::uint16_t* indices = set_.indices_of(i);
            for (std::size_t k = 0; k < kInstanceCount; ++k)
                s[kInstanceTableOffsets[k] + indices[k]] += r[row];
            for (std::size_t g = 0; g < kGlobalTermCount; ++g) {
                if (use_global_[g])
                    s[kStageEntries + g] += set_.globals[i * kGlobalTermCount + g] * r[row];
            }
        }
    }

    double penalty_norm(const std::vector<double>& p) const {
        double sum = 0;
        for (std::size_t j = 0; j < kColumns; ++j)
            sum += penalty_[j] * p[j] * p[j];
        return sum;
    }

    std::size_t rows() const { return rows_.size(); }
    double label(std::size_t row) const { return set_.labels[rows_[row]]; }

private:
    const TrainingSet& set_;
    std::vector<std::size_t> rows_;
    std::array<bool, kGlobalTermCount> use_global_;
    std::vector<double> penalty_;
};

double dot(const std::vector<double>& a, const std::vector<double>& b) {
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += a[i] * b[i];
    return sum;
}

struct StageSolution {
    std::vector<double> x;  // the stage's weights in discs
    int iterations = 0;
    bool converged = false;
};

StageSolution solve(const StageProblem& problem, const FitSettings& settings) {
    std::vector<double> x(kColumns, 0.0);
    std::vector<double> r(problem.rows());
    for (std::size_t i = 0; i < r.size(); ++i)
        r[i] = problem.label(i);
    std::vector<double> s(kColumns);
    problem.gradient(r, x, s);
    std::vector<double> p = s;
    std::vector<double> q(problem.rows());
    double gamma = dot(s, s);
    const double first_gamma = gamma;
    int iterations = 0;
    while (iterations < settings.max_iterations && gamma > 0 &&
           gamma > settings.tolerance * settings.tolerance * first_gamma) {
        ++iterations;
        problem.times(p, q);
        const double delta = dot(q, q) + problem.penalty_norm(p);
        if (delta <= 0) break;
        const double alpha = gamma / delta;
        for (std::size_t j = 0; j < kColumns; ++j)
            x[j] += alpha * p[j];
        for (std::size_t i = 0; i < r.size(); ++i)
            r[i] -= alpha * q[i];
        problem.gradient(r, x, s);
        const double next_gamma = dot(s, s);
        const double beta = next_gamma / gamma;
        for (std::size_t j = 0; j < kColumns; ++j)
            p[j] = s[j] + beta * p[j];
        gamma = next_gamma;
    }
    const bool converged = gamma <= settings.tolerance * settings.tolerance * first_gamma;
    return {std::move(x), iterations, converged};
}

std::int16_t to_hundredths(double discs) {
    const double value = std::round(discs * kHundredths);
    return static_cast<std::int16_t>(value < INT16_MIN   ? INT16_MIN
                                     : value > INT16_MAX ? INT16_MAX
                                                         : value);
}

// Writes a stage's solution into the weights: each class's weight into every entry of the class.
void store_stage(patterns::PatternWeights& weights, int stage, const std::vector<double>& x) {
    const std::size_t base = static_cast<std::size_t>(stage) * kStageEntries;
    for (std::size_t p = 0; p < patterns::kPatternCount; ++p) {
        const std::vector<std::uint32_t> representative =
            patterns::representative_indices(static_cast<patterns::Pattern>(p));
        const auto offset = static_cast<std::size_t>(patterns::kTableOffsets[p]);
        for (std::size_t i = 0; i < representative.size(); ++i)
            weights.tables[base + offset + i] = to_hundredths(x[offset + representative[i]]);
    }
    for (std::size_t g = 0; g < kGlobalTermCount; ++g)
        weights.globals[static_cast<std::size_t>(stage) * kGlobalTermCount + g] =
            to_hundredths(x[kStageEntries + g]);
}

void add_error(ErrorFigures& figures, double error) {
    ++figures.positions;
    figures.rmse += error * error;  // sums until finish()
    figures.mae += std::abs(error);
}

void finish(ErrorFigures& figures) {
    if (figures.positions == 0) return;
    const auto n = static_cast<double>(figures.positions);
    figures.rmse = std::sqrt(figures.rmse / n);
    figures.mae /= n;
}

}  // namespace

namespace {

// Each stage on its own, as the shipped weights were fitted.
FitResult fit_stage_by_stage(const TrainingSet& set, const FitSettings& settings) {
    FitResult result;
    result.stages.resize(patterns::kStageCount);
    std::vector<StageSolution> solutions(patterns::kStageCount);
    std::atomic<int> next{0};
    const auto work = [&] {
        for (int stage = next++; stage < patterns::kStageCount; stage = next++) {
            const StageProblem problem(set, stage_rows(set, stage, settings.window), settings);
            solutions[static_cast<std::size_t>(stage)] = solve(problem, settings);
            result.stages[static_cast<std::size_t>(stage)] = {
                stage, problem.rows(), solutions[static_cast<std::size_t>(stage)].iterations};
        }
    };
    run_on_threads(settings.threads, work);
    result.converged = true;
    for (int stage = 0; stage < patterns::kStageCount; ++stage) {
        const StageSolution& solution = solutions[static_cast<std::size_t>(stage)];
        store_stage(result.weights, stage, solution.x);
        result.converged = result.converged && solution.converged;
    }
    return result;
}

FitResult fit_all_stages(const TrainingSet& set, const FitSettings& settings) {
    const JointSolution solution = solve_jointly(set, settings);
    FitResult result;
    for (int stage = 0; stage < patterns::kStageCount; ++stage) {
        const auto s = static_cast<std::size_t>(stage);
        store_stage(result.weights, stage, solution.stages[s]);
        result.stages.push_back({stage, solution.rows[s], solution.iterations});
    }
    result.converged = solution.converged;
    return result;
}

}  // namespace

FitResult fit_weights(const TrainingSet& set, const FitSettings& settings) {
    if (settings.smoothness > 0 || settings.prior) return fit_all_stages(set, settings);
    return fit_stage_by_stage(set, settings);
}

double stage_jump(const patterns::PatternWeights& weights) {
    double sum = 0;
    std::size_t count = 0;
    for (std::size_t s = 0; s + 1 < patterns::kStageCount; ++s) {
        const std::int16_t* here = &weights.tables[s * kStageEntries];
        const std::int16_t* next = here + kStageEntries;
        for (std::size_t j = 0; j < kStageEntries; ++j) {
            if (here[j] == 0 && next[j] == 0) continue;
            const double d = (here[j] - next[j]) / kHundredths;
            sum += d * d;
            ++count;
        }
    }
    return count == 0 ? 0.0 : std::sqrt(sum / static_cast<double>(count));
}

StageErrors measure_errors(const patterns::WeightsView& weights, const TrainingSet& set) {
    StageErrors errors;
    for (std::size_t i = 0; i < set.size(); ++i) {
        const Bitboard p = set.player[i];
        const Bitboard o = set.opponent[i];
        const int score = hard_evaluation_with(weights, p, o, legal_moves(p, o), legal_moves(o, p));
        const double error = score / kHundredths - set.labels[i];
        add_error(errors.stages[static_cast<std::size_t>(patterns::stage_of(set.empties[i]))],
                  error);
        add_error(errors.all, error);
    }
    for (ErrorFigures& figures : errors.stages)
        finish(figures);
    finish(errors.all);
    return errors;
}

}  // namespace reversi::train
