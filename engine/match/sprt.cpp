// SPDX-License-Identifier: GPL-3.0-or-later
// LLR = N (D(p, s0) - D(p, s1)): the log of the likelihood of the pair results under the most
// likely distribution with score s1 over that with score s0, where D is the divergence from the
// observed frequencies p to the closest distribution with that score (statistics.hpp).
#include "match/sprt.hpp"

#include <cassert>
#include <cmath>

namespace reversi::match {

namespace {

constexpr double kEmptyCount = 1e-3;

}  // namespace

SprtBounds sprt_bounds(const SprtSettings& settings) {
    return {std::log(settings.beta / (1 - settings.alpha)),
            std::log((1 - settings.beta) / settings.alpha)};
}

double sprt_llr(const PairCounts& counts, const SprtSettings& settings) {
    if (counts.pairs() == 0) return 0;
    std::array<double, 5> p{};
    double n = 0;
    for (std::size_t i = 0; i < 5; ++i) {
        p[i] = counts.by_points[i] > 0 ? counts.by_points[i] : kEmptyCount;
        n += p[i];
    }
    for (double& frequency : p)
        frequency /= n;
    const double s0 = score_of_elo(settings.elo0);
    const double s1 = score_of_elo(settings.elo1);
    return n * (divergence_to_mean(p, s0) - divergence_to_mean(p, s1));
}

SprtVerdict sprt_verdict(double llr, const SprtBounds& bounds) {
    if (llr >= bounds.upper) return SprtVerdict::AcceptH1;
    if (llr <= bounds.lower) return SprtVerdict::AcceptH0;
    return SprtVerdict::Continue;
}

SequentialTest::SequentialTest(const SprtSettings& settings)
    : settings_(settings), bounds_(sprt_bounds(settings)) {}

SprtVerdict SequentialTest::add(int pair_result) {
    assert(pair_result >= 0 && pair_result <= 4);
    if (verdict_ != SprtVerdict::Continue) return verdict_;
    ++counts_.by_points[static_cast<std::size_t>(pair_result)];
    llr_ = sprt_llr(counts_, settings_);
    verdict_ = sprt_verdict(llr_, bounds_);
    return verdict_;
}

}  // namespace reversi::match
