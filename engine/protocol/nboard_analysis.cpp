// SPDX-License-Identifier: GPL-3.0-or-later
// NBoard's analysis commands: `hint` scores the best moves (one search, MultiPV) and `analyze`
// values every position of the game for NBoard's graph. Both run on the engine's worker and
// stream their lines as they come, with the progress of a long search (also `go`'s) about every
// second; `ping` (nboard_session.cpp) stops them.
#include "protocol/nboard_session.hpp"

#include "protocol/move_evaluation.hpp"
#include "protocol/search_report.hpp"
#include "vocabulary/numbers.hpp"

namespace reversi {

namespace {

constexpr std::uint64_t kMaxHints = 64;

}  // namespace

// One search scores the best N moves at each depth (MultiPV) and streams one `search` line per
// move and finished iteration, best first.
void NBoardSession::hint(const Call& call) {
    const auto count = parse_unsigned(call.args[0], 1, kMaxHints);
    if (!count) return reject("hint: expected a number of moves from 1 to 64");
    if (!knows_position("hint")) return;
    if (engine_.position().is_game_over()) return reject("hint: the game is over");
    reply("status thinking");
    engine_.hint(
        *count, limits(),
        [this](const MoveEvaluation& evaluation) { reply(search_line(evaluation)); },
        [this, timing = SearchTiming(SteadyClock::now())](std::uint64_t nodes) {
            reply(nodestats_line(nodes, timing.elapsed()));
            reply("status");
        },
        progress_sink("thinking"));
}

// Every position of the game valued, from its end back to its start, as NBoard's graph wants:
// `analysis <moves played> <value for Black>`.
void NBoardSession::analyze(const Call&) {
    if (!knows_position("analyze")) return;
    reply("status analyzing");
    engine_.analyze(
        [this](std::size_t played, int value) {
            reply("analysis " + std::to_string(played) + " " + eval_text(value));
        },
        [this, timing = SearchTiming(SteadyClock::now())](std::uint64_t nodes) {
            reply(nodestats_line(nodes, timing.elapsed()));
            reply("status");
        },
        progress_sink("analyzing"));
}

// Both lines go out in one write, so the status line is always followed by its `nodestats`.
// Times count from the search's start, which is now.
ProgressSink NBoardSession::progress_sink(std::string_view activity) {
    return [this, activity = std::string(activity),
            timing = SearchTiming(SteadyClock::now())](const SearchProgress& progress) {
        write(progress_text(activity, progress, timing.elapsed()));
    };
}

}  // namespace reversi
