// SPDX-License-Identifier: GPL-3.0-or-later
// Preconditioned conjugate gradients on the normal equations of
//   min |Ax - b|^2 + sum_j lambda_j (x_j - prior_j)^2 + mu sum_s |x_s - x_{s+1}|^2
// over the weights x_s of all stages s. Each step works stage by stage (a stage's rows and
// columns are its own), spread over threads; the sums that cross stages add the stages' parts
// in stage order, so the weights are the same however many threads run the fit.
#include "train/joint_fit.hpp"

#include <algorithm>
#include <atomic>

#include "train/threads.hpp"

namespace reversi::train {

namespace {

using patterns::kGlobalTermCount;
using patterns::kInstanceCount;
using patterns::kStageCount;
using patterns::kStageEntries;
constexpr auto kStages = static_cast<std::size_t>(kStageCount);
constexpr double kHundredthsPerDisc = 100.0;

using StageParts = std::array<double, kStages>;

double add_in_order(const StageParts& parts) {
    double sum = 0;
    for (const double part : parts)
        sum += part;
    return sum;
}

// Calls step(stage) once for every stage, on up to `threads` threads.
template <typename Step>
void each_stage(int threads, const Step& step) {
    std::atomic<int> next{0};
    run_on_threads(std::min(threads, kStageCount), [&] {
        for (int s = next++; s < kStageCount; s = next++)
            step(static_cast<std::size_t>(s));
    });
}

class JointProblem {
public:
    JointProblem(const TrainingSet& set, const FitSettings& settings)
        : set_(set), use_global_(settings.use_global), smoothness_(settings.smoothness) {
        penalty_.assign(kFitColumns, settings.lambda);
        for (std::size_t g = 0; g < kGlobalTermCount; ++g)
            penalty_[kStageEntries + g] = settings.global_lambda;
        prior_.assign(kStages * kFitColumns, 0.0);
        if (settings.prior) {
            for (std::size_t s = 0; s < kStages; ++s) {
                for (std::size_t j = 0; j < kStageEntries; ++j)
                    prior_[s * kFitColumns + j] =
                        settings.prior->tables[s * kStageEntries + j] / kHundredthsPerDisc;
                for (std::size_t g = 0; g < kGlobalTermCount; ++g)
                    prior_[s * kFitColumns + kStageEntries + g] =
                        settings.prior->globals[s * kGlobalTermCount + g] / kHundredthsPerDisc;
            }
        }
        for (int s = 0; s < kStageCount; ++s)
            rows_[static_cast<std::size_t>(s)] = stage_rows(set, s, settings.window);
    }

    const std::vector<std::size_t>& rows(std::size_t s) const { return rows_[s]; }
    const std::vector<double>& prior() const { return prior_; }
    double label(std::size_t s, std::size_t row) const { return set_.labels[rows_[s][row]]; }

    // q = A_s p_s; returns |A_s p_s|^2 + sum_j lambda_j p_j^2 + mu |p_s - p_{s+1}|^2, stage s's
    // part of p's quadratic form.
    double times(std::size_t s, const std::vector<double>& p, std::vector<double>& q) const {
        const double* ps = &p[s * kFitColumns];
        double form = 0;
        for (std::size_t r = 0; r < rows_[s].size(); ++r) {
            const std::size_t i = rows_[s][r];
            double sum = 0;
            const std::uint16_t* indices = set_.indices_of(i);
            for (std::size_t k = 0; k < kInstanceCount; ++k)
                sum += ps[kInstanceTableOffsets[k] + indices[k]];
            for (std::size_t g = 0; g < kGlobalTermCount; ++g) {
                if (use_global_[g])
                    sum += set_.globals[i * kGlobalTermCount + g] * ps[kStageEntries + g];
            }
            q[r] = sum;
            form += sum * sum;
        }
        for (std::size_t j = 0; j < kFitColumns; ++j)
            form += penalty_[j] * ps[j] * ps[j];
        if (s + 1 < kStages) {
            const double* next = ps + kFitColumns;
            for (std::size_t j = 0; j < kFitColumns; ++j)
                form += smoothness_ * (ps[j] - next[j]) * (ps[j] - next[j]);
        }
        return form;
    }

    // g_s = A_s^T r_s - lambda (x_s - prior_s) - mu sum over neighbours t of (x_s - x_t): the
    // descent direction of the whole objective in stage s's columns.
    void gradient(std::size_t s, const std::vector<double>& r, const std::vector<double>& x,
                  std::vector<double>& out) const {
        const std::size_t base = s * kFitColumns;
        double* gs = &out[base];
        for (std::size_t j = 0; j < kFitColumns; ++j) {
            double smooth = 0;
            if (s > 0) smooth += x[base + j] - x[base + j - kFitColumns];
            if (s + 1 < kStages) smooth += x[base + j] - x[base + j + kFitColumns];
            gs[j] = -penalty_[j] * (x[base + j] - prior_[base + j]) - smoothness_ * smooth;
        }
        for (std::size_t row = 0; row < rows_[s].size(); ++row) {
            const std::size_t i = rows_[s][row];
            const std::uint16_t* indices = set_.indices_of(i);
            for (std::size_t k = 0; k < kInstanceCount; ++k)
                gs[kInstanceTableOffsets[k] + indices[k]] += r[row];
            for (std::size_t g = 0; g < kGlobalTermCount; ++g) {
                if (use_global_[g])
                    gs[kStageEntries + g] += set_.globals[i * kGlobalTermCount + g] * r[row];
            }
        }
    }

    // The diagonal of the normal equations' matrix in stage s's columns (a column seen twice in
    // one position counted as two ones: any positive diagonal preconditions).
    void diagonal(std::size_t s, std::vector<double>& d) const {
        const std::size_t base = s * kFitColumns;
        const double neighbours = (s > 0 ? 1.0 : 0.0) + (s + 1 < kStages ? 1.0 : 0.0);
        for (std::size_t j = 0; j < kFitColumns; ++j)
            d[base + j] = penalty_[j] + smoothness_ * neighbours;
        for (const std::size_t i : rows_[s]) {
            for (std::size_t k = 0; k < kInstanceCount; ++k)
                d[base + kInstanceTableOffsets[k] + set_.indices_of(i)[k]] += 1.0;
            for (std::size_t g = 0; g < kGlobalTermCount; ++g) {
                const double v = set_.globals[i * kGlobalTermCount + g];
                if (use_global_[g]) d[base + kStageEntries + g] += v * v;
            }
        }
    }

private:
    const TrainingSet& set_;
    std::array<bool, kGlobalTermCount> use_global_;
    double smoothness_;
    std::vector<double> penalty_;  // per column of a stage
    std::vector<double> prior_;    // per column of every stage
    std::array<std::vector<std::size_t>, kStages> rows_;
};

struct Vectors {
    std::vector<double> x, g, z, p, diagonal;
    std::array<std::vector<double>, kStages> r, q;  // per stage, one value a row
};

// z = g / diagonal in stage s; returns its parts of g.z and g.g.
std::pair<double, double> precondition(std::size_t s, Vectors& v) {
    double gz = 0;
    double gg = 0;
    for (std::size_t j = s * kFitColumns; j < (s + 1) * kFitColumns; ++j) {
        v.z[j] = v.diagonal[j] > 0 ? v.g[j] / v.diagonal[j] : 0.0;
        gz += v.g[j] * v.z[j];
        gg += v.g[j] * v.g[j];
    }
    return {gz, gg};
}

}  // namespace

std::vector<std::size_t> stage_rows(const TrainingSet& set, int stage, int window) {
    const int low = stage * patterns::kEmptiesPerStage - window;
    const int high = stage == patterns::kStageCount - 1
                         ? kSquareCount
                         : (stage + 1) * patterns::kEmptiesPerStage - 1 + window;
    std::vector<std::size_t> rows;
    for (std::size_t i = 0; i < set.size(); ++i) {
        const int e = set.empties[i];
        if (e >= low && e <= high) rows.push_back(i);
    }
    return rows;
}

JointSolution solve_jointly(const TrainingSet& set, const FitSettings& settings) {
    const JointProblem problem(set, settings);
    const int threads = settings.threads;
    Vectors v;
    v.x = problem.prior();
    v.g.assign(v.x.size(), 0.0);
    v.z.assign(v.x.size(), 0.0);
    v.diagonal.assign(v.x.size(), 0.0);
    StageParts gz{};
    StageParts gg{};
    each_stage(threads, [&](std::size_t s) {
        v.r[s].assign(problem.rows(s).size(), 0.0);
        v.q[s].assign(problem.rows(s).size(), 0.0);
        problem.times(s, v.x, v.q[s]);
        for (std::size_t i = 0; i < v.r[s].size(); ++i)
            v.r[s][i] = problem.label(s, i) - v.q[s][i];
        problem.diagonal(s, v.diagonal);
    });
    each_stage(threads, [&](std::size_t s) {
        problem.gradient(s, v.r[s], v.x, v.g);
        std::tie(gz[s], gg[s]) = precondition(s, v);
    });
    v.p = v.z;
    double gamma = add_in_order(gz);
    const double first_gg = add_in_order(gg);
    double last_gg = first_gg;
    const double tolerance2 = settings.tolerance * settings.tolerance;
    JointSolution solution;
    while (solution.iterations < settings.max_iterations && gamma > 0 &&
           last_gg > tolerance2 * first_gg) {
        ++solution.iterations;
        StageParts form{};
        each_stage(threads, [&](std::size_t s) { form[s] = problem.times(s, v.p, v.q[s]); });
        const double delta = add_in_order(form);
        if (delta <= 0) break;
        const double alpha = gamma / delta;
        each_stage(threads, [&](std::size_t s) {
            for (std::size_t j = s * kFitColumns; j < (s + 1) * kFitColumns; ++j)
                v.x[j] += alpha * v.p[j];
            for (std::size_t i = 0; i < v.r[s].size(); ++i)
                v.r[s][i] -= alpha * v.q[s][i];
        });
        each_stage(threads, [&](std::size_t s) {
            problem.gradient(s, v.r[s], v.x, v.g);
            std::tie(gz[s], gg[s]) = precondition(s, v);
        });
        const double next_gamma = add_in_order(gz);
        last_gg = add_in_order(gg);
        const double beta = next_gamma / gamma;
        each_stage(threads, [&](std::size_t s) {
            for (std::size_t j = s * kFitColumns; j < (s + 1) * kFitColumns; ++j)
                v.p[j] = v.z[j] + beta * v.p[j];
        });
        gamma = next_gamma;
    }
    solution.converged = last_gg <= tolerance2 * first_gg || gamma <= 0;
    for (std::size_t s = 0; s < kStages; ++s) {
        solution.stages.emplace_back(
            v.x.begin() + static_cast<std::ptrdiff_t>(s * kFitColumns),
            v.x.begin() + static_cast<std::ptrdiff_t>((s + 1) * kFitColumns));
        solution.rows.push_back(problem.rows(s).size());
    }
    return solution;
}

}  // namespace reversi::train
