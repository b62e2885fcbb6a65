// SPDX-License-Identifier: GPL-3.0-or-later
// GTP's analysis command, `reversi-analyze`: the engine's own search (the one behind `go`,
// `genmove` and NBoard's `hint`) for the side to move, answered in one response. GTP has no
// streaming, so the iterations and the progress of a long search go to standard error, as GTP
// engines write their thinking.
#include <string>
#include <string_view>

#include "core/notation.hpp"
#include "protocol/analysis_arguments.hpp"
#include "protocol/gtp_session.hpp"
#include "protocol/line_replies.hpp"

namespace reversi {

namespace {

// "move M score S scoretype T depth D nodes N [selectivity P] pv M ...", the score in discs from
// the side to move; "move M" alone when no iteration finished. After a forced pass the search
// read the position after it: its score is the other side's, and the line starts with the pass.
std::string analysis_text(Move best, const std::optional<SearchInfo>& last, bool passed) {
    // Appended piece by piece: g++ 12 warns wrongly (-Wrestrict) on "literal" + a temporary.
    std::string text = "move ";
    text += capital_move_name(passed ? Move::pass() : best);
    if (!last) return text;
    const auto field = [&text](std::string_view name, const std::string& value) {
        text += ' ';
        text += name;
        text += ' ';
        text += value;
    };
    field("score", std::to_string(passed ? -last->score : last->score));
    field("scoretype", std::string(score_kind_word(last->kind)));
    field("depth", std::to_string(last->depth));
    field("nodes", std::to_string(last->nodes));
    if (last->selectivity > 0) field("selectivity", std::to_string(last->selectivity));
    text += " pv";
    if (passed) text += " pass";
    if (!last->pv.empty()) text += ' ' + capital_moves_text(last->pv);
    return text;
}

}  // namespace

// Without limits the level's own budget reads, as `genmove` without a clock; Easy, which does
// not search, reads as Hard. The game's clock is left alone: analysis is not a move of the game.
GtpSession::Reply GtpSession::analyze(const Call& call) {
    const AnalysisArguments parsed = parse_analysis_arguments(call.args);
    if (!parsed.limits) return {false, parsed.error};
    const Position& position = engine_.position();
    if (position.is_game_over()) return {false, "cannot analyze: the game is over"};
    const bool passed = position.must_pass();
    const MoveSearch search{passed ? position.after(Move::pass()) : position, parsed.limits->limits,
                            parsed.limits->time, call.received, true};
    const SearchTiming timing(SteadyClock::now());  // the search's start
    engine_.go(
        search, [this, timing](const SearchInfo& info) { note(info_line(info, timing)); },
        [this, id = std::string(call.id), passed](
            std::optional<Move> best, const std::optional<SearchInfo>& last, std::uint64_t) {
            respond(id, {true, analysis_text(best.value_or(Move::pass()), last, passed)});
        },
        [this, timing](const SearchProgress& progress) { note(progress_line(progress, timing)); });
    return {true, {}, true};
}

}  // namespace reversi
