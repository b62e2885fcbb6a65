// SPDX-License-Identifier: GPL-3.0-or-later
// The line protocol's own words, apart from its dispatch: reading `position` and `setoption`
// arguments, and writing `info`, `legal`, `bench` and `eval` replies.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_line.hpp"
#include "protocol/engine.hpp"
#include "protocol/search_report.hpp"

namespace reversi {

// A game line, or why it was refused (the text of the `error` reply).
struct LineResult {
    std::optional<GameLine> line;
    std::string error;
};

// Plays `moves` on a copy of `line`; the error names the first move that is not legal. A pass
// must be written (`play` is strict; `position ... moves` inserts the passes the rules force).
LineResult play_moves(GameLine line, std::span<const std::string_view> moves);

// `position startpos|board <squares> <side> [moves M ...]`'s arguments as a game line.
LineResult position_from(std::span<const std::string_view> args);

// `setoption name <option> value <value>`: the option's name and value, each of one or more
// words; nullopt when the arguments do not have that shape.
struct OptionAssignment {
    std::string name;
    std::string value;
};
std::optional<OptionAssignment> parse_setoption(std::span<const std::string_view> args);

std::string info_line(const SearchInfo& info, const SearchTiming& timing);
// A long search's progress, between its iterations: "info nodes N time MS nps N hashfull H".
std::string progress_line(const SearchProgress& progress, const SearchTiming& timing);
// "bestmove M", or "bestmove none"; with " ponder P" when the last iteration's line of play
// has a reply to M; after `go wld`, with " result win|draw|loss" when the last iteration was
// the win/draw/loss solve.
std::string bestmove_line(std::optional<Move> best, const std::optional<SearchInfo>& last);
// "legal" and the moves, or "legal none" when there are none.
std::string legal_line(const std::vector<Move>& moves);
// A line per root move with its leaves, then the total.
std::vector<std::string> perft_lines(const PerftResult& result, std::uint64_t total);
std::vector<std::string> bench_lines(const BenchFigures& figures);
std::vector<std::string> eval_lines(const Position& position, const EvalReport& report);

}  // namespace reversi
