// SPDX-License-Identifier: GPL-3.0-or-later
// A line of play from a base position.
#include "core/game_line.hpp"

#include <cassert>

namespace reversi {

bool GameLine::play(Move m) {
    if (!current().is_legal(m)) return false;
    positions_.push_back(current().after(m));
    moves_.push_back(m);
    assert(positions_.size() == moves_.size() + 1 && "a position before every move, and after");
    return true;
}

bool GameLine::undo(std::size_t count) {
    if (count > moves_.size()) return false;
    const auto kept = static_cast<std::ptrdiff_t>(moves_.size() - count);
    positions_.erase(positions_.begin() + kept + 1, positions_.end());
    moves_.erase(moves_.begin() + kept, moves_.end());
    return true;
}

}  // namespace reversi
