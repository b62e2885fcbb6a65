// SPDX-License-Identifier: GPL-3.0-or-later
// ProbCut's fit: the least-squares line and its sigma on data whose answer is known, which
// scores are paired, and which positions are searched.
#include <gtest/gtest.h>

#include <cmath>

#include "core/game_line.hpp"
#include "search/evaluation.hpp"
#include "train/probcut_fit.hpp"
#include "train/probcut_report.hpp"

namespace reversi::train {
namespace {

TEST(ProbCutFit, AnExactLineIsFoundWithNoSpread) {
    std::vector<double> x;
    std::vector<double> y;
    for (int i = -50; i < 70; ++i) {
        x.push_back(i * 37.0);
        y.push_back(0.75 * i * 37.0 - 120.0);
    }
    const LineFit fit = fit_line(x, y);
    EXPECT_EQ(fit.samples, x.size());
    EXPECT_NEAR(fit.slope, 0.75, 1e-12);
    EXPECT_NEAR(fit.intercept, -120.0, 1e-9);
    EXPECT_NEAR(fit.sigma, 0.0, 1e-9);
    EXPECT_NEAR(fit.correlation, 1.0, 1e-12);
}

// Each x twice, the line plus and minus s: the line is exact and every residual is s, so
// sigma is s * sqrt(n / (n - 2)).
TEST(ProbCutFit, SymmetricNoiseGivesTheLineAndItsSigma) {
    constexpr double kSlope = 1.08;
    constexpr double kIntercept = 240.0;
    constexpr double kNoise = 310.0;
    std::vector<double> x;
    std::vector<double> y;
    for (int i = 0; i < 200; ++i) {
        const double xi = (i * 7919 % 401) - 200.0;  // scattered, not in order
        for (const double sign : {1.0, -1.0}) {
            x.push_back(xi);
            y.push_back(kSlope * xi + kIntercept + sign * kNoise);
        }
    }
    const LineFit fit = fit_line(x, y);
    const double n = static_cast<double>(x.size());
    EXPECT_NEAR(fit.slope, kSlope, 1e-9);
    EXPECT_NEAR(fit.intercept, kIntercept, 1e-9);
    EXPECT_NEAR(fit.sigma, kNoise * std::sqrt(n / (n - 2)), 1e-9);
    EXPECT_GT(fit.correlation, 0.0);
    EXPECT_LT(fit.correlation, 1.0);
}

TEST(ProbCutFit, TooFewOrFlatPointsGiveNoLine) {
    const std::vector<double> two{1.0, 2.0};
    EXPECT_EQ(fit_line(two, two).slope, 0.0);
    const std::vector<double> flat{3.0, 3.0, 3.0, 3.0};
    const std::vector<double> any{1.0, 5.0, 2.0, 8.0};
    EXPECT_EQ(fit_line(flat, any).slope, 0.0);
    EXPECT_EQ(fit_line(flat, any).sigma, 0.0);
}

// Scores by depth (index 0 is depth 1), made so that depth 4 = 2 * depth 2 + 10 and depth 5 =
// depth 2 - 30 everywhere, and depth 3 = 3 * depth 1.
ScoredPosition probcut_made_position(int empties, int seed) {
    const int d1 = seed * 13 - 200;
    const int d2 = seed * 29 - 500;
    return {empties, {d1, d2, 3 * d1, 2 * d2 + 10, d2 - 30}};
}

TEST(ProbCutFit, EachDepthIsPredictedFromHalfItsDepth) {
    std::vector<ScoredPosition> scored;
    for (int i = 0; i < 30; ++i)
        scored.push_back(probcut_made_position(20 + i, i));
    const DepthFit four = fit_depth(scored, 4);
    EXPECT_EQ(four.shallow, 2);
    EXPECT_EQ(four.line.samples, 30u);
    EXPECT_NEAR(four.line.slope, 2.0, 1e-9);
    EXPECT_NEAR(four.line.intercept, 10.0, 1e-9);
    const DepthFit five = fit_depth(scored, 5);
    EXPECT_NEAR(five.line.slope, 1.0, 1e-9);
    EXPECT_NEAR(five.line.intercept, -30.0, 1e-9);
    const DepthFit three = fit_depth(scored, 3);
    EXPECT_EQ(three.shallow, 1);
    EXPECT_NEAR(three.line.slope, 3.0, 1e-9);
    // Only the band asked for.
    EXPECT_EQ(fit_depth(scored, 4, 30, 39).line.samples, 10u);
    // Deeper than the positions were searched: nothing to fit.
    EXPECT_EQ(fit_depth(scored, 6).line.samples, 0u);
}

TEST(ProbCutFit, ScoresBeyondAnyEstimateAreLeftOut) {
    std::vector<ScoredPosition> scored;
    for (int i = 0; i < 10; ++i)
        scored.push_back(probcut_made_position(30, i));
    scored.push_back({30, {0, 0, 0, kMaxHeuristicScore + 100, 0}});  // a line read to a win
    const DepthFit four = fit_depth(scored, 4);
    EXPECT_EQ(four.line.samples, 10u);
    EXPECT_NEAR(four.line.slope, 2.0, 1e-9);
}

TEST(ProbCutFit, TheReportGivesTheFittedConstantsInTheEnginesForm) {
    std::vector<ScoredPosition> scored;
    for (int i = 0; i < 40; ++i)
        scored.push_back(probcut_made_position(20 + i, i));  // 10 in each band but 48-64's
    const std::string report = probcut_report(scored, 5);
    EXPECT_NE(report.find("kProbCutPredictions{{"), std::string::npos) << report;
    // Depths 2 to 5 for 36 to 47 empties: depth 4 = 2 * depth 2 + 10, depth 5 = depth 2 - 30.
    EXPECT_NE(report.find("{2000, 10, 0}, {1000, -30, 0}}},  // 36 to 47 empty squares"),
              std::string::npos)
        << report;
}

PlayedGame probcut_first_square_game() {
    // Any legal line will do: the first legal square each time, for 20 moves.
    PlayedGame game;
    GameLine line;
    for (int i = 0; i < 20; ++i) {
        Move m = Move::pass();
        for_each_square(line.current().legal_moves(), [&](int square) {
            if (m.is_pass()) m = Move::at(square);
        });
        game.moves.push_back(m);
        line.play(m);
    }
    game.random_plies = 4;
    return game;
}

TEST(ProbCutFit, PositionsAfterTheOpeningAreSampledAndSearched) {
    const std::vector<PlayedGame> games{probcut_first_square_game()};
    ProbCutSampling sampling;
    sampling.every = 3;
    sampling.min_empties = 50;  // 60 - 10 placed discs: moves 4 to 10, seven positions
    sampling.deepest = 3;
    const std::vector<Position> positions = probcut_positions(games, sampling);
    ASSERT_EQ(positions.size(), 3u);  // the 1st, 4th and 7th of them
    EXPECT_EQ(positions[0].empty_count(), 56);
    EXPECT_EQ(positions[1].empty_count(), 53);
    EXPECT_EQ(positions[2].empty_count(), 50);
    const std::vector<ScoredPosition> one = score_positions(positions, sampling);
    sampling.threads = 2;
    const std::vector<ScoredPosition> two = score_positions(positions, sampling);
    ASSERT_EQ(one.size(), 3u);
    for (std::size_t i = 0; i < one.size(); ++i) {
        EXPECT_EQ(one[i].empties, positions[i].empty_count());
        ASSERT_EQ(one[i].scores.size(), 3u);
        EXPECT_EQ(one[i].scores, two[i].scores);
    }
}

}  // namespace
}  // namespace reversi::train
