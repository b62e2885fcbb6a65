// SPDX-License-Identifier: GPL-3.0-or-later
// The tables of `reversi-train probcut`, fixed-width, and the constants in the engine's form.
#include "train/probcut_report.hpp"

#include <cmath>
#include <cstdio>
#include <string>

#include "search/probcut_prediction.hpp"

namespace reversi::train {

namespace {

template <typename... Args>
void append(std::string& out, const char* format, Args... args) {
    char line[160];
    std::snprintf(line, sizeof line, format, args...);
    out += line;
}

void append_fit_row(std::string& out, const DepthFit& f) {
    append(out, "%5d  %7d  %9zu  %6.3f  %9.1f  %6.1f  %11.3f\n", f.deep, f.shallow, f.line.samples,
           f.line.slope, f.line.intercept, f.line.sigma, f.line.correlation);
}

// The empty squares of band `b` of kProbCutBandLast.
std::pair<int, int> band_range(std::size_t b) {
    return {b == 0 ? 0 : kProbCutBandLast[b - 1] + 1, kProbCutBandLast[b]};
}

}  // namespace

std::string probcut_report(const std::vector<ScoredPosition>& scored, int deepest) {
    std::string out =
        "deep ~ slope * shallow + intercept (hundredths of a disc); sigma: the residuals'\n"
        "depth  shallow  positions   slope  intercept   sigma  correlation\n";
    for (int deep = kProbCutFirstDepth; deep <= deepest; ++deep)
        append_fit_row(out, fit_depth(scored, deep));

    out += "\nsigma of each depth (rows) from each shallower one (columns):\ndepth";
    for (int shallow = 1; shallow < deepest; ++shallow)
        append(out, "  %5d", shallow);
    out += "\n";
    for (int deep = 2; deep <= deepest; ++deep) {
        append(out, "%5d", deep);
        for (int shallow = 1; shallow < deep; ++shallow)
            append(out, "  %5.0f", fit_pair(scored, shallow, deep).line.sigma);
        out += "\n";
    }

    out +=
        "\nby empty squares:\nempties  depth  shallow  positions   slope  intercept   sigma  "
        "correlation\n";
    std::string table;
    for (std::size_t b = 0; b < kProbCutBandLast.size(); ++b) {
        const auto [fewest, most] = band_range(b);
        table += "    {{";
        for (int deep = kProbCutFirstDepth; deep <= deepest; ++deep) {
            const DepthFit f = fit_depth(scored, deep, fewest, most);
            append(out, "%2d-%-2d    ", fewest, most);
            append_fit_row(out, f);
            append(table, "%s{%ld, %ld, %ld}", deep == kProbCutFirstDepth ? "" : ", ",
                   std::lround(f.line.slope * 1000), std::lround(f.line.intercept),
                   std::lround(f.line.sigma));
        }
        append(table, "}},  // %d to %d empty squares\n", fewest, most);
    }
    append(
        out,
        "\n// search/probcut_prediction.hpp: {slope in thousandths, intercept, sigma}, depths %d "
        "to %d\n",
        kProbCutFirstDepth, deepest);
    append(out,
           "inline constexpr std::array<std::array<ProbCutPrediction, %d>, %zu> "
           "kProbCutPredictions{{\n",
           deepest - kProbCutFirstDepth + 1, kProbCutBandLast.size());
    return out + table + "}};\n";
}

}  // namespace reversi::train
