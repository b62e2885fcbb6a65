// SPDX-License-Identifier: GPL-3.0-or-later
// The profile likelihood of the mean pair score, behind both the score interval and the SPRT:
// for a mean m, the most likely distribution on the five pair results with mean m puts
// q_i = p_i / (1 + lambda (x_i - m)) on each result x_i seen, lambda chosen so the q_i sum to
// 1; when no such lambda keeps every 1 + lambda (x - m) >= 0 for x in [0, 1], lambda stops at
// that edge and the rest of the mass goes to the unseen result 0 or 1 (engine/match/README.md).
#include "match/statistics.hpp"

#include <cassert>
#include <cmath>
#include <limits>

namespace reversi::match {

namespace {

// The chi-square quantile with one degree of freedom at 95%: 1.959963984540054 squared.
constexpr double kChiSquare95 = 3.841458820694124;
constexpr int kBisections = 200;

double result_score(int index) { return index / 4.0; }

// The mean between `from` (the observed one, where the divergence is 0) and `to` (0 or 1) at
// which 2 n D reaches the 95% chi-square quantile; `to` itself if it never does.
double interval_end(const std::array<double, 5>& p, double pairs, double from, double to) {
    for (int i = 0; i < kBisections; ++i) {
        const double middle = (from + to) / 2;
        if (2 * pairs * divergence_to_mean(p, middle) < kChiSquare95)
            from = middle;
        else
            to = middle;
    }
    return (from + to) / 2;
}

}  // namespace

int PairCounts::pairs() const {
    int total = 0;
    for (int count : by_points)
        total += count;
    return total;
}

double PairCounts::score() const {
    const int n = pairs();
    if (n == 0) return 0.5;
    double sum = 0;
    for (int i = 0; i < 5; ++i)
        sum += by_points[static_cast<std::size_t>(i)] * result_score(i);
    return sum / n;
}

double divergence_to_mean(const std::array<double, 5>& p, double mean) {
    assert(0 < mean && mean < 1);
    // lambda keeps 1 + lambda (x - mean) >= 0 for every x from 0 to 1. The sum below falls
    // as lambda grows; where it has no root in the range, lambda ends at an edge.
    double from = -1.0 / (1 - mean);
    double to = 1.0 / mean;
    for (int i = 0; i < kBisections; ++i) {
        const double lambda = (from + to) / 2;
        double sum = 0;
        for (int r = 0; r < 5; ++r) {
            const double weight = p[static_cast<std::size_t>(r)];
            const double d = result_score(r) - mean;
            if (weight > 0) sum += weight * d / (1 + lambda * d);
        }
        if (sum > 0)
            from = lambda;
        else
            to = lambda;
    }
    const double lambda = (from + to) / 2;
    double divergence = 0;
    for (int r = 0; r < 5; ++r) {
        const double weight = p[static_cast<std::size_t>(r)];
        if (weight > 0) divergence += weight * std::log1p(lambda * (result_score(r) - mean));
    }
    return divergence;
}

std::optional<Interval> score_interval_95(const PairCounts& counts) {
    const int n = counts.pairs();
    if (n == 0) return std::nullopt;
    std::array<double, 5> p{};
    for (std::size_t i = 0; i < 5; ++i)
        p[i] = static_cast<double>(counts.by_points[i]) / n;
    const double mean = counts.score();
    return Interval{mean <= 0 ? 0.0 : interval_end(p, n, mean, 0.0),
                    mean >= 1 ? 1.0 : interval_end(p, n, mean, 1.0)};
}

double elo_of_score(double score) {
    if (score <= 0) return -std::numeric_limits<double>::infinity();
    if (score >= 1) return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0);
}

double score_of_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

}  // namespace reversi::match
