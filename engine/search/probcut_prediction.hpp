// SPDX-License-Identifier: GPL-3.0-or-later
// Hard's ProbCut (Buro): at a null-window node with D plies left, a search of D / 2 plies
// that scores v predicts the D-ply score as slope * v + intercept, wrong by about sigma. The
// node is cut when the prediction lies `spread` sigmas beyond the window. `reversi-train
// probcut` fits slope, intercept and sigma on Hard's own positions (engine/train/README.md).
#pragma once

#include <array>

namespace reversi {

// One depth's prediction: slope in thousandths, intercept and sigma in hundredths of a disc.
struct ProbCutPrediction {
    int slope_milli;
    int intercept;
    int sigma;
};

// How many sigmas beyond the window the prediction must lie, in hundredths.
struct ProbCutRule {
    int spread_centi;
};

// Shallow-search score bounds that predict a cut-off: a shallow score >= high predicts a
// fail high of the window (alpha, alpha + 1), a shallow score <= low a fail low.
struct ProbCutBounds {
    int high;
    int low;
};

// Integer division rounding down (toward minus infinity).
constexpr int floor_div(long long numerator, long long denominator) {
    const long long q = numerator / denominator;
    return static_cast<int>(q * denominator > numerator ? q - 1 : q);
}

// The shallow bounds for (alpha, alpha + 1): slope * v + intercept >= alpha + 1 + margin gives
// v >= high, and <= alpha - margin gives v <= low, where margin = spread * sigma. A slope of 1,
// no intercept and a margin of M are the plain "shallow score M beyond the window" rule.
constexpr ProbCutBounds probcut_bounds(const ProbCutPrediction& p, ProbCutRule rule, int alpha) {
    const long long margin = static_cast<long long>(rule.spread_centi) * p.sigma / 100;
    const long long high_deep = alpha + 1 + margin - p.intercept;
    const long long low_deep = alpha - margin - p.intercept;
    return {-floor_div(-high_deep * 1000, p.slope_milli),
            floor_div(low_deep * 1000, p.slope_milli)};
}

}  // namespace reversi
