// NBoard's own words for what a search finds: evaluations in discs with two decimals, lines of
// moves joined by '-', and the `search` line of a hint.
#pragma once

#include <string>

#include "protocol/move_evaluation.hpp"

namespace reversi {

// Evaluations are whole discs; NBoard reads a decimal number ("-2.00").
std::string eval_text(int discs);

// "search <pv> <eval> 0 <depth>", the depth "100%" for a line read to the end of the game.
std::string search_line(const MoveEvaluation& evaluation);

}  // namespace reversi
