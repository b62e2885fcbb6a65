// SPDX-License-Identifier: GPL-3.0-or-later
// Moves as GGF spells them; depths as NBoard's hint window shows them.
#include "protocol/nboard_words.hpp"

#include "ggf/ggf_writer.hpp"
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

std::string nodestats_line(std::uint64_t nodes, std::chrono::nanoseconds elapsed) {
    return "nodestats " + std::to_string(nodes) + " " + elapsed_seconds_text(elapsed);
}

std::vector<std::string> best_move_lines(Move best, const std::optional<SearchInfo>& deepest,
                                         std::uint64_t nodes, std::chrono::nanoseconds elapsed) {
    const std::string eval = deepest ? eval_text(deepest->score) : std::string();
    return {nodestats_line(nodes, elapsed),
            "=== " + ggf_move_name(best) + "/" + eval + "/" + elapsed_seconds_text(elapsed)};
}

std::string progress_text(std::string_view activity, const SearchProgress& progress,
                          std::chrono::nanoseconds elapsed) {
    // hashfull is per mille: one decimal of a percent.
    const std::string percent =
        std::to_string(progress.hashfull / 10) + "." + std::to_string(progress.hashfull % 10);
    std::string text = "status ";
    text += activity;
    text += ": " + std::to_string(progress.nodes) + " nodes in " + elapsed_seconds_text(elapsed) +
            " s, table " + percent + "% full\n";
    return text + nodestats_line(progress.nodes, elapsed) + "\n";
}

}  // namespace reversi
