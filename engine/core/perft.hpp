// Perft: leaf counts of the game tree, the standard check of move generation.
// Convention (as published for Othello): a forced pass counts as a ply, and a game that is
// over before the depth is reached counts as one leaf.
#pragma once

#include <cstdint>
#include <vector>

#include "core/position.hpp"

namespace reversi {

std::uint64_t perft(const Position& p, int depth);

struct PerftDivision {
    Move move;
    std::uint64_t leaves;
};
// The leaves under each root move, in board order (a pass when the root must pass).
std::vector<PerftDivision> perft_divide(const Position& p, int depth);

}  // namespace reversi
