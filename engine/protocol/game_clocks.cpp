// SPDX-License-Identifier: GPL-3.0-or-later
// The clock rules of a game record, in milliseconds.
#include "protocol/game_clocks.hpp"

namespace reversi {

GameClocks GameClocks::at_end_of(const GgfGame& game) {
    GameClocks clocks;
    for (const Color color : {Color::Black, Color::White}) {
        const auto& own = color == Color::Black ? game.black_clock : game.white_clock;
        if (const auto& clock = own ? own : game.clock) clocks.start(color, *clock);
    }
    Position position = game.base;
    for (const GgfMove& move : game.moves) {
        if (move.written) clocks.moved(position.side_to_move(), move);
        position = position.after(move.move);
    }
    return clocks;
}

void GameClocks::start(Color color, const GgfClock& clock) {
    side(color) = {clock, clock.time, 0, clock.time.count() > 0};
}

void GameClocks::moved(Color mover, milliseconds used) {
    Side& s = side(mover);
    if (!s.running) return;
    s.left -= used;
    if (s.left.count() < 0 && s.timeouts == 0) {
        s.left += s.clock.grace;
        s.timeouts = 1;
    }
    if (s.left.count() < 0) {
        s.left = milliseconds{0};
        s.timeouts = 2;
    }
    if (s.timeouts < 2) s.left += s.clock.increment;
}

void GameClocks::moved(Color mover, const GgfMove& move) {
    moved(mover, std::chrono::duration_cast<milliseconds>(
                     move.time.value_or(std::chrono::microseconds{0})));
}

std::optional<ClockReading> GameClocks::reading(Color color) const {
    const Side& s = side(color);
    if (!s.running) return std::nullopt;
    return ClockReading{s.left, s.clock.increment, std::nullopt};
}

}  // namespace reversi
