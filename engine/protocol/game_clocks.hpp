// SPDX-License-Identifier: GPL-3.0-or-later
// Both players' clocks through a game record, as GGF keeps them (NBoard's `set game` and `move`):
// each side starts from its clock (TI, or TB and TW), and each of its moves takes the time
// written with it and adds the increment; the first time a clock runs out it gets the grace
// period once. A record whose clocks start at 0 has no clock.
#pragma once

#include <array>
#include <chrono>
#include <optional>

#include "core/position.hpp"
#include "ggf/ggf_game.hpp"
#include "protocol/time_allocation.hpp"

namespace reversi {

class GameClocks {
public:
    // The clocks at the end of `game`: each side's own start (TB, TW) or else both sides' (TI),
    // less what each written move took.
    static GameClocks at_end_of(const GgfGame& game);

    void start(Color color, const GgfClock& clock);
    // `mover` made a move that took `used` (0 when the record does not say).
    void moved(Color mover, milliseconds used);
    // `mover` made `move`, which took the time written with it (0 when none is).
    void moved(Color mover, const GgfMove& move);
    // The clock of `color` now; nullopt when the game has no clock.
    std::optional<ClockReading> reading(Color color) const;

private:
    struct Side {
        GgfClock clock;
        milliseconds left{0};
        int timeouts = 0;  // 0, 1 (the grace was given), 2 (out of time)
        bool running = false;
    };
    Side& side(Color color) { return sides_[color == Color::Black ? 0 : 1]; }
    const Side& side(Color color) const { return sides_[color == Color::Black ? 0 : 1]; }

    std::array<Side, 2> sides_{};
};

}  // namespace reversi
