// SPDX-License-Identifier: GPL-3.0-or-later
// The position reached from the start by a line of moves ("f5 d6 pass c3"), for tests that
// name positions by how they are reached. Every move must be legal (a forced pass included).
#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <string_view>

#include "core/game_line.hpp"
#include "core/notation.hpp"

namespace reversi::testing {

inline Position after_moves(std::string_view moves) {
    GameLine line;
    std::istringstream in{std::string(moves)};
    for (std::string move; in >> move;) {
        const auto parsed = parse_move(move);
        EXPECT_TRUE(parsed && line.play(*parsed)) << move;
    }
    return line.current();
}

}  // namespace reversi::testing
