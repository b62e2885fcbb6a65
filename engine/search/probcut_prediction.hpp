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

// The shallow search's depth at a node with `depth` plies left.
constexpr int probcut_shallow_depth(int depth) { return depth / 2; }

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

// The predictions `reversi-train probcut` fitted, by empty squares (bands up to and including
// kProbCutBandLast) and by depth from kProbCutFirstDepth on. Deeper than the table a depth
// takes the row 4 plies shallower: the same parities of both searches, whose bias the
// intercept carries (an odd search's score lies above an even one's).
inline constexpr int kProbCutFirstDepth = 2;
inline constexpr std::array<int, 4> kProbCutBandLast{23, 35, 47, 64};
// From `reversi-train probcut --deepest 8 hard-300.games`, 11,743 positions of Hard's
// self-play (engine/train/README.md, "ProbCut's predictions"). Hard in play cuts by the plain
// margin instead (searcher.cpp), which played as well (engine/search/README.md).
inline constexpr std::array<std::array<ProbCutPrediction, 7>, 4> kProbCutPredictions{{
    {{{986, -384, 378},
      {994, -77, 391},
      {1004, -30, 352},
      {1006, 263, 429},
      {1013, -349, 395},
      {1022, -82, 425},
      {1027, 8, 414}}},
    {{{958, -468, 373},
      {965, -60, 359},
      {993, -48, 306},
      {992, 381, 379},
      {1003, -478, 347},
      {1018, -29, 360},
      {1027, -4, 343}}},
    {{{971, -376, 301},
      {970, -46, 286},
      {988, -49, 245},
      {983, 318, 303},
      {993, -410, 278},
      {997, 17, 282},
      {999, -35, 255}}},
    {{{996, -239, 235},
      {1000, -15, 232},
      {997, -38, 198},
      {984, 229, 243},
      {988, -286, 222},
      {992, 21, 218},
      {994, -33, 196}}},
}};

constexpr int probcut_band(int empties) {
    int band = 0;
    while (band + 1 < static_cast<int>(kProbCutBandLast.size()) &&
           empties > kProbCutBandLast[static_cast<std::size_t>(band)])
        ++band;
    return band;
}

constexpr const ProbCutPrediction& probcut_prediction(int empties, int depth) {
    const auto& row = kProbCutPredictions[static_cast<std::size_t>(probcut_band(empties))];
    const int deepest = kProbCutFirstDepth + static_cast<int>(row.size()) - 1;
    while (depth > deepest)
        depth -= 4;
    return row[static_cast<std::size_t>(depth - kProbCutFirstDepth)];
}

}  // namespace reversi
