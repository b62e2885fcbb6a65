// SPDX-License-Identifier: GPL-3.0-or-later
// What one finished iteration of a search found: the content of an `info` line, shared by the
// engine that prints it and the client that reads it.
#pragma once

#include <cstdint>
#include <vector>

#include "core/move.hpp"

namespace reversi {

// What a score says: the level's estimate, the final margin with best play (a line read to the
// end of the game), or only who wins with best play (+1 a win, 0 a draw, -1 a loss).
enum class ScoreKind : std::uint8_t { Estimate, Exact, WinDrawLoss };

struct SearchInfo {
    int depth = 0;
    std::uint64_t nodes = 0;  // positions visited so far in this search
    int score = 0;            // in discs, from the side to move
    std::vector<Move> pv;
    ScoreKind kind = ScoreKind::Estimate;
    // The ProbCut margin in discs when a shallow search may have cut lines of this iteration;
    // 0 when every line was read to its full depth.
    int selectivity = 0;
    // With several lines per iteration (MultiPV), this line's rank from 1; 0 with one line.
    int multipv = 0;
};

}  // namespace reversi
