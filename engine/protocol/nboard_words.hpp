// SPDX-License-Identifier: GPL-3.0-or-later
// NBoard's own words: the range of its depth dial, and what a search finds (evaluations in
// discs with two decimals, lines of moves joined by '-', the replies of `go` and `hint`).
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "protocol/move_evaluation.hpp"
#include "vocabulary/level.hpp"

namespace reversi {

constexpr int kMinNBoardDepth = 1;
constexpr int kMaxNBoardDepth = 60;

// Evaluations are whole discs; NBoard reads a decimal number ("-2.00").
std::string eval_text(int discs);

// "search <pv> <eval> 0 <depth>", the depth "100%" for a line read to the end of the game.
std::string search_line(const MoveEvaluation& evaluation);

// `go`'s answer: "nodestats <nodes> <seconds>" when the search reported, then
// "=== <move>/<eval>/<seconds>".
std::vector<std::string> best_move_lines(Move best, const std::optional<SearchInfo>& last,
                                         std::chrono::nanoseconds elapsed);

}  // namespace reversi
