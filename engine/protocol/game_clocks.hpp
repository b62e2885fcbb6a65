// SPDX-License-Identifier: GPL-3.0-or-later
// Both players' clocks through a game record, as GGF keeps them (NBoard's `set game` and `move`):
// each side starts from its clock (TI, or TB and TW), and each of its moves takes the time
// written with it and adds the increment; the first time a clock runs out it gets the grace
// period once. A record whose clocks start at 0 has no clock.
#pragma once

#include <array>
#include <chrono>
#include <optional>
#include <string_view>

#include "core/position.hpp"
#include "protocol/time_allocation.hpp"

namespace reversi {

// "[[days.]hours:]minutes:seconds" or plain seconds, then optionally "/increment" and
// "/grace" in the same form (an empty increment is 0; the grace is 2 minutes unless given).
struct GgfClock {
    milliseconds time{0};
    milliseconds increment{0};
    milliseconds grace{120'000};

    bool operator==(const GgfClock&) const = default;
};
std::optional<GgfClock> parse_ggf_clock(std::string_view text);

class GameClocks {
public:
    void start(Color color, const GgfClock& clock);
    // `mover` made a move that took `used` (0 when the record does not say).
    void moved(Color mover, milliseconds used);
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
