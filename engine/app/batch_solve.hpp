// SPDX-License-Identifier: GPL-3.0-or-later
// `reversi-engine --solve FILE`: every position of an endgame problem file solved exactly in
// turn, as Edax's `-solve` does, with a line of figures per position and the totals.
#pragma once

#include <filesystem>
#include <iosfwd>

#include "vocabulary/engine_options.hpp"

namespace reversi {

// Exit statuses of --solve.
constexpr int kSolvedAllRight = 0;
constexpr int kSolvedSomeWrong = 1;  // a score or move differs from the one the file gives
constexpr int kBadProblemFile = 2;   // unreadable, or a line that is no problem (nothing solved)

// Solves every problem of `path` with the exact solver (`go depth 60`, the level's search, Easy
// reading as Hard, with the Hash option's table), writes the table to `out` and any refusal of
// the file to `err` ("reversi-engine: FILE: line N: reason"); returns one of the statuses above.
int solve_problem_file(const std::filesystem::path& path, const EngineSettings& settings,
                       std::ostream& out, std::ostream& err);

}  // namespace reversi
