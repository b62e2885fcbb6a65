// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: leaf counts of the game tree, the standard check of move generation.
// Convention (as published for Othello): a forced pass counts as a ply, and a game that is
// over before the depth is reached counts as one leaf.
#pragma once

#include <cstdint>
#include <vector>

#include "core/position.hpp"
#include "core/stop_flag.hpp"

namespace reversi {

std::uint64_t perft(const Position& p, int depth);

struct PerftDivision {
    Move move;
    std::uint64_t leaves;
};
// The leaves under each root move, in board order (a pass when the root must pass).
std::vector<PerftDivision> perft_divide(const Position& p, int depth);

struct PerftResult {
    std::vector<PerftDivision> division;  // the root moves counted in full
    bool stopped = false;                 // `stop` was raised before the last root move was done
};
// perft_divide() that ends early when `stop` is raised: the division then holds the root moves
// finished before it, and the one in progress is dropped.
PerftResult perft_divide(const Position& p, int depth, const StopFlag* stop);

}  // namespace reversi
