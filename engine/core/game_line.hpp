// SPDX-License-Identifier: GPL-3.0-or-later
// A line of play from a base position: the moves made so far, with take-backs.
#pragma once

#include <cstddef>
#include <vector>

#include "core/position.hpp"

namespace reversi {

class GameLine {
public:
    explicit GameLine(const Position& base = Position::start()) : positions_{base} {}

    const Position& current() const { return positions_.back(); }
    const Position& base() const { return positions_.front(); }
    const std::vector<Move>& moves() const { return moves_; }

    // Applies a legal move; an illegal one is refused and changes nothing.
    bool play(Move m);
    // Takes back the last `count` moves; refused (nothing changes) if fewer were played.
    bool undo(std::size_t count = 1);

private:
    std::vector<Position> positions_;  // positions_[i] is the position before moves_[i]
    std::vector<Move> moves_;
};

}  // namespace reversi
