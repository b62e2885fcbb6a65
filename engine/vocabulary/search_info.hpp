// SPDX-License-Identifier: GPL-3.0-or-later
// What one finished iteration of a search found: the content of an `info` line, shared by the
// engine that prints it and the client that reads it.
#pragma once

#include <cstdint>
#include <vector>

#include "core/move.hpp"

namespace reversi {

struct SearchInfo {
    int depth = 0;
    std::uint64_t nodes = 0;  // positions visited so far in this search
    int score = 0;            // in discs, from the side to move
    std::vector<Move> pv;
};

}  // namespace reversi
