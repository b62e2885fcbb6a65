// SPDX-License-Identifier: GPL-3.0-or-later
// Moves as GGF spells them; depths as NBoard's hint window shows them.
#include "protocol/nboard_words.hpp"

#include "protocol/ggf.hpp"
#include "protocol/search_report.hpp"

namespace reversi {

namespace {

// NBoard's depth field for a line read to the end of the game: an exact solve.
constexpr std::string_view kExactDepth = "100%";

std::string pv_text(const std::vector<Move>& pv) {
    std::string text;
    for (Move m : pv) {
        if (!text.empty()) text += '-';
        text += ggf_move_name(m);
    }
    return text;
}

}  // namespace

std::string eval_text(int discs) { return hundredths(static_cast<long long>(discs) * 100); }

std::string search_line(const MoveEvaluation& evaluation) {
    const std::string depth =
        evaluation.exact ? std::string(kExactDepth) : std::to_string(evaluation.depth);
    return "search " + pv_text(evaluation.pv) + " " + eval_text(evaluation.score) + " 0 " + depth;
}

std::vector<std::string> best_move_lines(Move best, const std::optional<SearchInfo>& last,
                                         std::chrono::nanoseconds elapsed) {
    const std::string seconds = elapsed_seconds_text(elapsed);
    std::vector<std::string> lines;
    std::string eval;
    if (last) {
        lines.push_back("nodestats " + std::to_string(last->nodes) + " " + seconds);
        eval = eval_text(last->score);
    }
    lines.push_back("=== " + ggf_move_name(best) + "/" + eval + "/" + seconds);
    return lines;
}

}  // namespace reversi
