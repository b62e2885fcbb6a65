// SPDX-License-Identifier: GPL-3.0-or-later
// The sequential probability ratio test on game pairs: after each pair, in opening order, the
// log-likelihood ratio of "A - B is elo1" against "A - B is elo0" (logistic Elo) under the
// pentanomial model, compared with Wald's bounds. Formulas: engine/match/README.md.
#pragma once

#include <string>

#include "match/statistics.hpp"

namespace reversi::match {

struct SprtSettings {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05;  // the chance of accepting H1 when H0 holds
    double beta = 0.05;   // the chance of accepting H0 when H1 holds
};

enum class SprtVerdict { Continue, AcceptH0, AcceptH1 };

struct SprtBounds {
    double lower = 0;  // log(beta / (1 - alpha)): at or below it, H0 is accepted
    double upper = 0;  // log((1 - beta) / alpha): at or above it, H1 is accepted
};
SprtBounds sprt_bounds(const SprtSettings& settings);

// The generalised log-likelihood ratio of the pair results; zero counts are taken as 0.001 of
// a pair, so that the most likely distributions exist (as fishtest does). 0 without pairs.
double sprt_llr(const PairCounts& counts, const SprtSettings& settings);

SprtVerdict sprt_verdict(double llr, const SprtBounds& bounds);

// Feeds pair results in opening order; once a bound is crossed the verdict stays.
class SequentialTest {
public:
    explicit SequentialTest(const SprtSettings& settings);
    SprtVerdict add(int pair_result);  // 2 × A's points in the pair, 0 to 4
    SprtVerdict verdict() const { return verdict_; }
    const PairCounts& counts() const { return counts_; }
    double llr() const { return llr_; }

private:
    SprtSettings settings_;
    SprtBounds bounds_;
    PairCounts counts_;
    double llr_ = 0;
    SprtVerdict verdict_ = SprtVerdict::Continue;
};

}  // namespace reversi::match
