// SPDX-License-Identifier: GPL-3.0-or-later
// Endgame problem files for `reversi-engine --solve`: one position a line, as Edax's problem
// files (OBF) write them, with the known scores of its moves when the file gives them.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "core/position.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi {

struct Problem {
    std::size_t line = 0;  // 1 for the file's first line
    Position position = Position::start();
    // The best score with perfect play (discs, side to move) and the moves that reach it, when
    // the line gives the scores of its moves.
    std::optional<int> expected_score;
    std::vector<Move> best_moves;
};

// Every problem of a file's `text`, in order, or the first line that is not one ("line N:
// reason"). A line is the 64 squares a1..h8 (`X`, `O`, `-`) and the side to move, optionally
// followed by `;` and `MOVE:SCORE;` pairs (`--XXXXX-...-- X; G8:+18; H1:+12;`); blank lines and
// lines starting with `#` or `%` are comments.
ValueOrError<std::vector<Problem>> read_problems(std::string_view text);

}  // namespace reversi
