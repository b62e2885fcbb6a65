// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics of reversi-match: Elo conversions, the score interval from game pairs, and the
// SPRT. Reference values were computed independently: a Python script that maximises the
// likelihood over every pentanomial distribution with the given mean by Nelder-Mead (not the
// Lagrange-multiplier formula of statistics.cpp); see engine/match/README.md, "Statistics".
#include <gtest/gtest.h>

#include <cmath>

#include "match/sprt.hpp"
#include "match/statistics.hpp"

namespace reversi::match {
namespace {

// From the reference script (engine/match/README.md, "Statistics").
constexpr double kReference39To1Low = 0.8774864;
constexpr double kReference39To1High = 0.9985389;
constexpr double kReferenceMixedLow = 0.5055358;
constexpr double kReferenceMixedHigh = 0.6063902;
constexpr double kReferenceAlikeLow = 0.6390842;
constexpr double kReferenceAlikeHigh = 0.7869770;

PairCounts counts(int lost_both, int half, int one, int one_and_half, int won_both) {
    return PairCounts{{lost_both, half, one, one_and_half, won_both}};
}

TEST(Elo, IsTheLogisticOfTheScore) {
    EXPECT_NEAR(elo_of_score(0.5), 0.0, 1e-12);
    EXPECT_NEAR(elo_of_score(0.75), 190.848, 0.001);  // -400 log10(1/0.75 - 1)
    EXPECT_NEAR(elo_of_score(0.25), -190.848, 0.001);
    EXPECT_NEAR(score_of_elo(elo_of_score(0.9)), 0.9, 1e-12);
    EXPECT_TRUE(std::isinf(elo_of_score(1.0)) && elo_of_score(1.0) > 0);
    EXPECT_TRUE(std::isinf(elo_of_score(0.0)) && elo_of_score(0.0) < 0);
}

TEST(PairCounts, ScoreIsTheMeanPerGame) {
    EXPECT_DOUBLE_EQ(counts(0, 0, 1, 0, 19).score(), 0.975);  // 39 wins, 1 loss in 40 games
    EXPECT_DOUBLE_EQ(counts(1, 0, 0, 0, 1).score(), 0.5);
    EXPECT_EQ(counts(0, 0, 0, 0, 0).pairs(), 0);
}

TEST(ScoreInterval, IsAsymmetricNearTheEdge) {
    // 39 wins and 1 loss in 40 games (19 pairs won twice, one split): the symmetric error bar
    // of the first release printed +636 +/- 1580.
    const auto interval = score_interval_95(counts(0, 0, 1, 0, 19));
    ASSERT_TRUE(interval.has_value());
    EXPECT_NEAR(interval->low, kReference39To1Low, 1e-4);
    EXPECT_NEAR(interval->high, kReference39To1High, 1e-4);
    const double elo = elo_of_score(0.975);
    EXPECT_NEAR(elo, 636.4, 0.1);
    EXPECT_GT(elo_of_score(interval->high) - elo, 1.5 * (elo - elo_of_score(interval->low)))
        << "the interval reaches further above the estimate than below it";
}

TEST(ScoreInterval, MatchesTheReferenceAwayFromTheEdge) {
    const auto interval = score_interval_95(counts(3, 10, 40, 20, 7));
    ASSERT_TRUE(interval.has_value());
    EXPECT_NEAR(interval->low, kReferenceMixedLow, 1e-4);
    EXPECT_NEAR(interval->high, kReferenceMixedHigh, 1e-4);
    // There it is close to the normal approximation: mean 0.55625, standard deviation of a
    // pair 0.2270 over 80 pairs, so about 0.0497 either side.
    EXPECT_NEAR(interval->high - 0.55625, 0.0497, 0.003);
    EXPECT_NEAR(0.55625 - interval->low, 0.0497, 0.003);
}

TEST(ScoreInterval, NarrowsWithMorePairs) {
    const auto few = score_interval_95(counts(3, 10, 40, 20, 7));
    const auto many = score_interval_95(counts(30, 100, 400, 200, 70));
    ASSERT_TRUE(few && many);
    EXPECT_NEAR((few->high - few->low) / (many->high - many->low), std::sqrt(10.0), 0.1);
}

TEST(ScoreInterval, HasWidthEvenWhenEveryPairEndedAlike) {
    // Twelve pairs of a win and a draw: results never seen are still possible.
    const auto alike = score_interval_95(counts(0, 0, 0, 12, 0));
    ASSERT_TRUE(alike.has_value());
    EXPECT_NEAR(alike->low, kReferenceAlikeLow, 1e-4);
    EXPECT_NEAR(alike->high, kReferenceAlikeHigh, 1e-4);
    EXPECT_FALSE(score_interval_95(counts(0, 0, 0, 0, 0)).has_value());
}

TEST(ScoreInterval, OfACleanSweepStillBoundsTheWinnerFromBelow) {
    // 20 pairs won twice: the likelihood of a score s is s^20 at best, so the interval is
    // from exp(-3.8415 / 40) to 1.
    const auto sweep = score_interval_95(counts(0, 0, 0, 0, 20));
    ASSERT_TRUE(sweep.has_value());
    EXPECT_NEAR(sweep->low, std::exp(-3.841458820694124 / 40), 1e-6);
    EXPECT_EQ(sweep->high, 1.0);
    const auto lost = score_interval_95(counts(20, 0, 0, 0, 0));
    ASSERT_TRUE(lost.has_value());
    EXPECT_EQ(lost->low, 0.0);
    EXPECT_NEAR(lost->high, 1 - std::exp(-3.841458820694124 / 40), 1e-6);
}

TEST(Sprt, BoundsAreWalds) {
    const SprtBounds bounds = sprt_bounds({0, 10, 0.05, 0.05});
    EXPECT_NEAR(bounds.lower, std::log(0.05 / 0.95), 1e-12);
    EXPECT_NEAR(bounds.upper, std::log(0.95 / 0.05), 1e-12);
    EXPECT_NEAR(bounds.upper, 2.944, 0.001);
    const SprtBounds lopsided = sprt_bounds({0, 10, 0.01, 0.2});
    EXPECT_NEAR(lopsided.lower, std::log(0.2 / 0.99), 1e-12);
    EXPECT_NEAR(lopsided.upper, std::log(0.8 / 0.01), 1e-12);
}

TEST(Sprt, LogLikelihoodRatioMatchesTheReference) {
    EXPECT_NEAR(sprt_llr(counts(3, 10, 40, 20, 7), {0, 10}), 1.0215938, 1e-5);
    EXPECT_NEAR(sprt_llr(counts(5, 20, 50, 15, 10), {-5, 5}), 0.3066189, 1e-5);
    // Empty counts are taken as 0.001 of a pair (Hard against Normal, 104 pairs).
    EXPECT_NEAR(sprt_llr(counts(0, 0, 4, 0, 100), {0, 10}), 2.9503138, 1e-5);
    EXPECT_EQ(sprt_llr(counts(0, 0, 0, 0, 0), {0, 10}), 0.0);
}

TEST(Sprt, SwappingTheSidesNegatesTheRatio) {
    const double forward = sprt_llr(counts(3, 10, 40, 20, 7), {-3, 8});
    const double mirrored = sprt_llr(counts(7, 20, 40, 10, 3), {-8, 3});
    EXPECT_NEAR(forward, -mirrored, 1e-9);
}

TEST(Sprt, EvidenceForTheStrongerSideGrowsWithThePairs) {
    const SprtSettings settings{0, 10};
    double previous = 0;
    for (int scale = 1; scale <= 8; scale *= 2) {
        const double llr =
            sprt_llr(counts(2 * scale, 5 * scale, 20 * scale, 8 * scale, 5 * scale), settings);
        EXPECT_GT(llr, previous);
        previous = llr;
    }
    EXPECT_LT(sprt_llr(counts(10, 10, 20, 5, 5), settings), 0.0) << "A is weaker: H0 gains";
}

TEST(Sprt, TheSequentialTestStopsAtTheFirstCrossingAndStays) {
    SequentialTest test({0, 10});
    int pairs = 0;
    while (test.add(4) == SprtVerdict::Continue)
        ++pairs;
    ++pairs;
    EXPECT_EQ(test.verdict(), SprtVerdict::AcceptH1);
    EXPECT_EQ(test.counts().pairs(), pairs);
    EXPECT_GE(test.llr(), sprt_bounds({0, 10}).upper);
    // The pair before the last had not crossed.
    PairCounts before;
    before.by_points[4] = pairs - 1;
    EXPECT_LT(sprt_llr(before, {0, 10}), sprt_bounds({0, 10}).upper);
    // A decided test takes no more pairs.
    EXPECT_EQ(test.add(0), SprtVerdict::AcceptH1);
    EXPECT_EQ(test.counts().pairs(), pairs);

    SequentialTest losing({0, 10});
    while (losing.add(0) == SprtVerdict::Continue) {
    }
    EXPECT_EQ(losing.verdict(), SprtVerdict::AcceptH0);
    EXPECT_LE(losing.llr(), sprt_bounds({0, 10}).lower);
}

}  // namespace
}  // namespace reversi::match
