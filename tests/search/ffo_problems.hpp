// SPDX-License-Identifier: GPL-3.0-or-later
// The FFO endgame suite's positions and answers (tests/search/data/ffo.txt), for the tests
// that solve them.
#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/notation.hpp"
#include "core/position.hpp"

namespace reversi::testing {

struct FfoProblem {
    int number;
    Position position;
    int score;
    std::string best_moves;  // comma-separated

    bool is_best(Move move) const {
        std::istringstream moves(best_moves);
        for (std::string name; std::getline(moves, name, ',');) {
            if (name == move_name(move)) return true;
        }
        return false;
    }
};

inline std::vector<FfoProblem> ffo_problems(int first, int last) {
    std::ifstream in(REVERSI_FFO_DATA);
    std::vector<FfoProblem> problems;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        int number = 0;
        std::string board, side, score, moves;
        fields >> number >> board >> side >> score >> moves;
        if (number < first || number > last) continue;
        const auto position = parse_position(board, side);
        if (!position) ADD_FAILURE() << "unreadable FFO line: " << line;
        if (position) problems.push_back({number, *position, std::stoi(score), moves});
    }
    EXPECT_EQ(problems.size(), static_cast<std::size_t>(last - first + 1));
    return problems;
}

}  // namespace reversi::testing
