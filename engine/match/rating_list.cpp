// SPDX-License-Identifier: GPL-3.0-or-later
// Newton's method on the log-likelihood of all the games; the ratings are fixed only up to a
// common shift, so the mean is held at 0 and the curvature is inverted on the other directions.
#include "match/rating_list.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace reversi::match {

namespace {

constexpr double kEloScale = 0.0057564627324851142;  // ln(10) / 400
constexpr double kPriorDraws = 1.0;
constexpr int kIterations = 100;

using Matrix = std::vector<std::vector<double>>;

// The inverse of `a` (square, invertible) by Gauss-Jordan elimination with partial pivoting.
Matrix inverse(Matrix a) {
    const std::size_t n = a.size();
    Matrix result(n, std::vector<double>(n, 0.0));
    for (std::size_t i = 0; i < n; ++i)
        result[i][i] = 1.0;
    for (std::size_t column = 0; column < n; ++column) {
        std::size_t pivot = column;
        for (std::size_t row = column + 1; row < n; ++row)
            if (std::abs(a[row][column]) > std::abs(a[pivot][column])) pivot = row;
        std::swap(a[column], a[pivot]);
        std::swap(result[column], result[pivot]);
        const double scale = a[column][column];
        for (std::size_t k = 0; k < n; ++k) {
            a[column][k] /= scale;
            result[column][k] /= scale;
        }
        for (std::size_t row = 0; row < n; ++row) {
            if (row == column) continue;
            const double factor = a[row][column];
            for (std::size_t k = 0; k < n; ++k) {
                a[row][k] -= factor * a[column][k];
                result[row][k] -= factor * result[column][k];
            }
        }
    }
    return result;
}

// The observed information (minus the log-likelihood's second derivatives) at `elo`, plus the
// all-ones matrix over n: that removes the one direction the likelihood does not see (a common
// shift) so the result inverts; its inverse less the same term is the covariance of the
// ratings about their mean.
Matrix information(const std::vector<double>& elo, const std::vector<PairScore>& scores) {
    const std::size_t n = elo.size();
    Matrix info(n, std::vector<double>(n, 1.0 / static_cast<double>(n)));
    for (const PairScore& pair : scores) {
        const auto i = static_cast<std::size_t>(pair.first);
        const auto j = static_cast<std::size_t>(pair.second);
        const double p = 1.0 / (1.0 + std::exp(kEloScale * (elo[j] - elo[i])));
        const double w = (pair.games + 2 * kPriorDraws) * p * (1 - p) * kEloScale * kEloScale;
        info[i][i] += w;
        info[j][j] += w;
        info[i][j] -= w;
        info[j][i] -= w;
    }
    return info;
}

}  // namespace

std::vector<Rating> fit_ratings(int engines, const std::vector<PairScore>& played) {
    // Only the engines that played are fitted; the others keep 0 and no interval.
    std::vector<int> index(static_cast<std::size_t>(engines), -1);
    std::vector<int> fitted;
    std::vector<PairScore> scores;
    for (const PairScore& pair : played) {
        if (pair.games <= 0) continue;
        for (int engine : {pair.first, pair.second}) {
            if (index[static_cast<std::size_t>(engine)] >= 0) continue;
            index[static_cast<std::size_t>(engine)] = static_cast<int>(fitted.size());
            fitted.push_back(engine);
        }
        scores.push_back({index[static_cast<std::size_t>(pair.first)],
                          index[static_cast<std::size_t>(pair.second)], pair.games, pair.points});
    }
    std::vector<Rating> ratings(static_cast<std::size_t>(engines));
    const std::size_t n = fitted.size();
    if (n == 0) return ratings;
    std::vector<double> elo(n, 0.0);
    for (int iteration = 0; iteration < kIterations; ++iteration) {
        std::vector<double> gradient(n, 0.0);
        for (const PairScore& pair : scores) {
            const auto i = static_cast<std::size_t>(pair.first);
            const auto j = static_cast<std::size_t>(pair.second);
            const double p = 1.0 / (1.0 + std::exp(kEloScale * (elo[j] - elo[i])));
            const double games = pair.games + 2 * kPriorDraws;
            const double points = pair.points + kPriorDraws;
            gradient[i] += kEloScale * (points - games * p);
            gradient[j] -= kEloScale * (points - games * p);
        }
        const Matrix step = inverse(information(elo, scores));
        double largest = 0;
        for (std::size_t i = 0; i < n; ++i) {
            double change = 0;
            for (std::size_t k = 0; k < n; ++k)
                change += step[i][k] * gradient[k];
            elo[i] += change;
            largest = std::max(largest, std::abs(change));
        }
        if (largest < 1e-9) break;
    }
    double mean = 0;
    for (double value : elo)
        mean += value / static_cast<double>(n);
    const Matrix covariance = inverse(information(elo, scores));
    for (std::size_t i = 0; i < n; ++i) {
        const double variance = covariance[i][i] - 1.0 / static_cast<double>(n);
        ratings[static_cast<std::size_t>(fitted[i])] = {
            elo[i] - mean, 1.959964 * std::sqrt(std::max(variance, 0.0))};
    }
    return ratings;
}

}  // namespace reversi::match
