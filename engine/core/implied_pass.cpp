// SPDX-License-Identifier: GPL-3.0-or-later
// Moves for a named colour, with forced passes inserted.
#include "core/implied_pass.hpp"

namespace reversi {

std::optional<int> play_as(GameLine& line, Color mover, Move move) {
    if (mover == line.current().side_to_move()) {
        if (!line.play(move)) return std::nullopt;
        return 1;
    }
    if (!line.current().must_pass()) return std::nullopt;
    GameLine passed = line;
    passed.play(Move::pass());
    if (!passed.play(move)) return std::nullopt;
    line = std::move(passed);
    return 2;
}

Color implied_mover(const Position& position, Move move) {
    const Color side = position.side_to_move();
    return position.must_pass() && !move.is_pass() ? opposite(side) : side;
}

}  // namespace reversi
