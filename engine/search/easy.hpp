// SPDX-License-Identifier: GPL-3.0-or-later
// Easy: a seeded draw among the legal moves, leaning slightly towards moves that turn more.
#pragma once

#include <cstdint>

#include "core/position.hpp"

namespace reversi {

// Each legal square weighs kEasyBaseWeight plus the discs it turns; corners and the squares
// beside them mean nothing to it.
constexpr int kEasyBaseWeight = 4;

// The square Easy plays; the position must have a legal square.
Move easy_move(const Position& position, std::uint64_t seed);

}  // namespace reversi
