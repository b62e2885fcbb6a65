// SPDX-License-Identifier: GPL-3.0-or-later
// Least-squares lines between Hard's shallow and deep scores, for ProbCut's predictions.
#include "train/probcut_fit.hpp"

#include <atomic>
#include <cmath>

#include "core/game_line.hpp"
#include "search/alpha_beta.hpp"
#include "search/evaluation.hpp"
#include "search/probcut_prediction.hpp"
#include "train/threads.hpp"

namespace reversi::train {

LineFit fit_line(std::span<const double> x, std::span<const double> y) {
    LineFit fit;
    fit.samples = x.size();
    if (x.size() != y.size() || x.size() < 3) return fit;
    const auto n = static_cast<double>(x.size());
    double sum_x = 0;
    double sum_y = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sum_x += x[i];
        sum_y += y[i];
    }
    const double mean_x = sum_x / n;
    const double mean_y = sum_y / n;
    // Centred sums, so large offsets lose no precision.
    double sxx = 0;
    double sxy = 0;
    double syy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double dx = x[i] - mean_x;
        const double dy = y[i] - mean_y;
        sxx += dx * dx;
        sxy += dx * dy;
        syy += dy * dy;
    }
    if (sxx == 0) return fit;
    fit.slope = sxy / sxx;
    fit.intercept = mean_y - fit.slope * mean_x;
    double residuals = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double r = y[i] - (fit.slope * x[i] + fit.intercept);
        residuals += r * r;
    }
    fit.sigma = std::sqrt(residuals / (n - 2));
    fit.correlation = syy == 0 ? 0 : sxy / std::sqrt(sxx * syy);
    return fit;
}

std::vector<Position> probcut_positions(const std::vector<PlayedGame>& games,
                                        const ProbCutSampling& sampling) {
    std::vector<Position> positions;
    std::uint64_t eligible = 0;
    for (const PlayedGame& game : games) {
        GameLine line;
        for (std::size_t i = 0; i < game.moves.size(); ++i) {
            const Position& p = line.current();
            if (static_cast<int>(i) >= game.random_plies &&
                p.empty_count() >= sampling.min_empties && p.has_legal_move()) {
                if (eligible % sampling.every == 0) positions.push_back(p);
                ++eligible;
            }
            line.play(game.moves[i]);
        }
    }
    return positions;
}

std::vector<ScoredPosition> score_positions(const std::vector<Position>& positions,
                                            const ProbCutSampling& sampling) {
    std::vector<ScoredPosition> scored(positions.size());
    std::atomic<std::size_t> next{0};
    run_on_threads(sampling.threads, [&] {
        for (std::size_t i = next++; i < positions.size(); i = next++) {
            scored[i].empties = positions[i].empty_count();
            scored[i].scores = hard_scores_by_depth(positions[i], sampling.deepest);
        }
    });
    return scored;
}

DepthFit fit_depth(const std::vector<ScoredPosition>& scored, int deep, int fewest_empties,
                   int most_empties) {
    return fit_pair(scored, probcut_shallow_depth(deep), deep, fewest_empties, most_empties);
}

DepthFit fit_pair(const std::vector<ScoredPosition>& scored, int shallow_depth, int deep,
                  int fewest_empties, int most_empties) {
    DepthFit fit;
    fit.deep = deep;
    fit.shallow = shallow_depth;
    std::vector<double> x;
    std::vector<double> y;
    for (const ScoredPosition& s : scored) {
        if (s.empties < fewest_empties || s.empties > most_empties) continue;
        if (static_cast<int>(s.scores.size()) < deep || fit.shallow < 1) continue;
        const int shallow = s.scores[static_cast<std::size_t>(fit.shallow - 1)];
        const int deep_score = s.scores[static_cast<std::size_t>(deep - 1)];
        if (std::abs(shallow) > kMaxHeuristicScore || std::abs(deep_score) > kMaxHeuristicScore)
            continue;
        x.push_back(shallow);
        y.push_back(deep_score);
    }
    fit.line = fit_line(x, y);
    return fit;
}

}  // namespace reversi::train
