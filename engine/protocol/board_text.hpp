// SPDX-License-Identifier: GPL-3.0-or-later
// The board drawn for a person at a terminal (the `show` command).
#pragma once

#include <string>
#include <vector>

#include "core/position.hpp"

namespace reversi {

// Column letters, eight rows of X / O / - with '*' on legal squares, then the side to move,
// the counts, the state and the position string as the last line.
std::vector<std::string> board_lines(const Position& p);

}  // namespace reversi
