// SPDX-License-Identifier: GPL-3.0-or-later
// ProbCut's predictions: the shallow bounds a prediction gives, which fitted row a node reads,
// and that the scores they are fitted on are Hard's full-width minimax.
#include <gtest/gtest.h>

#include "sample_positions.hpp"
#include "search/alpha_beta.hpp"
#include "search/evaluation.hpp"
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

// Plain negamax with Hard's evaluation and the search's rules (a pass costs no depth), no
// pruning and no table: what a search with every line read to full depth must return.
int probcut_full_width(Bitboard player, Bitboard opponent, int depth) {
    const Bitboard moves = legal_moves(player, opponent);
    const Bitboard replies = legal_moves(opponent, player);
    if ((moves | replies) == 0) return final_score(player, opponent);
    if (depth == 0) return hard_evaluation(player, opponent, moves, replies);
    if (moves == 0) return -probcut_full_width(opponent, player, depth);
    int best = -kInfiniteScore;
    for_each_square(moves, [&](int square) {
        const Bitboard turned = flips(player, opponent, square);
        best = std::max(best, -probcut_full_width(opponent ^ turned,
                                                  player | turned | square_bit(square), depth - 1));
    });
    return best;
}

TEST(HardScoresByDepth, AreTheFullWidthMinimaxAtEachDepth) {
    // Midgame positions (at least 20 empties, so no line reaches the solver within 4 plies),
    // where ProbCut would cut: its bounds would change some of these scores.
    int checked = 0;
    for (const Position& p : testing::spread_positions(6, 91, 7)) {
        if (p.empty_count() < 20) continue;
        const std::vector<int> scores = hard_scores_by_depth(p, 4);
        ASSERT_EQ(scores.size(), 4u);
        for (int depth = 1; depth <= 4; ++depth)
            EXPECT_EQ(scores[static_cast<std::size_t>(depth - 1)],
                      probcut_full_width(p.player(), p.opponent(), depth))
                << "depth " << depth << " at " << checked;
        ++checked;
    }
    EXPECT_GT(checked, 10);
}

}  // namespace
}  // namespace reversi
