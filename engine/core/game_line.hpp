// SPDX-License-Identifier: GPL-3.0-or-later
// A line of play from a base position: the moves made so far, with take-backs, and the game
// played on from it.
#pragma once

#include <cstddef>
#include <optional>
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

// Plays the game on from `line`'s current position as the rules go, until it is over: a side
// with a legal square plays `choose(position)`, a side without one passes. `passed(position)`
// hears of each pass before it is played and may stop there by returning false; `choose` stops
// the play by giving no move (it gives legal moves only: an illegal one stops it too). The one
// home of the play-on-passing loop, for every tool that plays games out.
template <typename Choose, typename Passed>
void play_on(GameLine& line, Choose&& choose, Passed&& passed) {
    while (!line.current().is_game_over()) {
        const Position& position = line.current();
        if (position.must_pass()) {
            if (!passed(position)) return;
            line.play(Move::pass());
            continue;
        }
        const std::optional<Move> move = choose(position);
        if (!move || !line.play(*move)) return;
    }
}

// The same, passing whenever the rules say so.
template <typename Choose>
void play_on(GameLine& line, Choose&& choose) {
    play_on(line, choose, [](const Position&) { return true; });
}

}  // namespace reversi
