// SPDX-License-Identifier: GPL-3.0-or-later
// NBoard's own words: the range of its depth dial, and what a search finds (evaluations in
// discs with two decimals, lines of moves joined by '-', the replies of `go` and `hint`).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/move_evaluation.hpp"
#include "search/search.hpp"
#include "vocabulary/level.hpp"

namespace reversi {

constexpr int kMinNBoardDepth = 1;
constexpr int kMaxNBoardDepth = 60;

// Evaluations are whole discs; NBoard reads a decimal number ("-2.00").
std::string eval_text(int discs);

// "search <pv> <eval> 0 <depth>", the depth "100%" for a line read to the end of the game.
std::string search_line(const MoveEvaluation& evaluation);

// "nodestats <nodes> <seconds>": NBoard's node counter, for the search so far.
std::string nodestats_line(std::uint64_t nodes, std::chrono::nanoseconds elapsed);

// `go`'s answer: "nodestats <nodes> <seconds>" (every position the search visited: 0 for a
// forced pass or Easy, which do not search), then "=== <move>/<eval>/<seconds>", the eval
// from the deepest finished iteration (empty without one).
std::vector<std::string> best_move_lines(Move best, const std::optional<SearchInfo>& deepest,
                                         std::uint64_t nodes, std::chrono::nanoseconds elapsed);

// A long search's progress, about every second, as one text of two lines: the status line
// "status <activity>: <nodes> nodes in <seconds> s, table <percent>% full", then `nodestats`.
// The status line always ends with "% full", which tells it from every other status line.
std::string progress_text(std::string_view activity, const SearchProgress& progress,
                          std::chrono::nanoseconds elapsed);

}  // namespace reversi
