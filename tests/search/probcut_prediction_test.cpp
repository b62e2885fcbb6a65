// SPDX-License-Identifier: GPL-3.0-or-later
// ProbCut's predictions: the shallow bounds a prediction gives, and which fitted row a node
// reads.
#include <gtest/gtest.h>

#include "search/probcut_prediction.hpp"

namespace reversi {
namespace {

TEST(ProbCutPrediction, APlainMarginIsTheShallowScoreBeyondTheWindow) {
    const ProbCutBounds b = probcut_bounds({1000, 0, 500}, {100}, 40);
    EXPECT_EQ(b.high, 541);
    EXPECT_EQ(b.low, -460);
}

// 0.98 v - 3.95 discs, sigma 3.51 discs, 1.25 sigmas (4.38 discs): from alpha = 0 a fail high
// needs 0.98 v - 395 >= 1 + 438, v >= 851.02; a fail low 0.98 v - 395 <= -438, v <= -43.88.
TEST(ProbCutPrediction, ASlopeAndInterceptMoveTheBoundsAsTheLineSays) {
    const ProbCutPrediction p{980, -395, 351};
    const ProbCutBounds b = probcut_bounds(p, {125}, 0);
    EXPECT_EQ(b.high, 852);
    EXPECT_EQ(b.low, -44);
    // Below zero the rounding still goes the safe way: outward from the window.
    const ProbCutBounds below = probcut_bounds(p, {125}, -2000);
    EXPECT_EQ(below.high, -1189);  // (-2000 + 834) / 0.98 = -1189.8, rounded up
    EXPECT_EQ(below.low, -2085);   // (-2000 - 43) / 0.98 = -2084.7, rounded down
}

TEST(ProbCutPrediction, EachNodeReadsItsBandAndDepth) {
    EXPECT_EQ(&probcut_prediction(23, 2), &kProbCutPredictions[0][0]);
    EXPECT_EQ(&probcut_prediction(24, 4), &kProbCutPredictions[1][2]);
    EXPECT_EQ(&probcut_prediction(47, 8), &kProbCutPredictions[2][6]);
    EXPECT_EQ(&probcut_prediction(60, 3), &kProbCutPredictions[3][1]);
    // Deeper than the table: 4 plies shallower, so both searches keep their parities.
    EXPECT_EQ(&probcut_prediction(30, 9), &kProbCutPredictions[1][3]);   // as depth 5
    EXPECT_EQ(&probcut_prediction(30, 14), &kProbCutPredictions[1][4]);  // as depth 6
    EXPECT_EQ(probcut_shallow_depth(7), 3);
}

}  // namespace
}  // namespace reversi
