// SPDX-License-Identifier: GPL-3.0-or-later
// Clocks of a match played with --tc: the time control (a start time per side per game and an
// increment per move), and the two clocks of one game as the tool keeps them. The tool's own
// measurement of each reply is the truth, as in cutechess-cli and fastchess.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "client/engine_client.hpp"
#include "match/match_options.hpp"

namespace reversi::match {

// "SECONDS" or "SECONDS+INCREMENT": whole or with up to 3 decimals (milliseconds), no sign or
// exponent; SECONDS above 0 and at most a day, INCREMENT at most an hour. nullopt otherwise.
std::optional<TimeControl> parse_time_control(std::string_view text);

// The shortest text that parse_time_control reads back as `tc`: "10+0.1", "60+0", "0.5+0.01".
std::string time_control_text(const TimeControl& tc);

// Both sides' clocks in one game as the tool keeps them, the referee's (by side A and B, from its
// own measurement of each reply; not the engine's view of a game record's clocks, which is
// protocol/game_clocks.hpp). Each starts at tc.start; a reply's time comes off the mover's clock,
// and if the clock had that much left, the increment is added after the move.
class RefereeClocks {
public:
    // Each side's clock from its own time control (time odds) or both from one; a reply late by
    // at most `margin` is no loss on time (--time-margin).
    explicit RefereeClocks(const SideClocks& clocks,
                           std::chrono::milliseconds margin = std::chrono::milliseconds{0});

    std::chrono::microseconds left(Side side) const { return side == Side::A ? left_a_ : left_b_; }
    // How a reply's time was charged.
    enum class Charged { InTime, LateWithinMargin, LostOnTime };
    // Charges `used` to `side`: lost on time, with the clock at zero, when `used` was more than
    // the side had left and the margin; late within the margin, the clock stops at zero and
    // gains the increment; otherwise in time, and the clock gains the increment.
    Charged charge(Side side, std::chrono::microseconds used);
    std::chrono::milliseconds margin() const { return margin_; }
    // What an engine is told: each colour's time left (rounded down to a millisecond), start
    // and increment (White's own only when it differs); `black` is the side playing Black.
    client::RequestClock for_request(Side black) const;

private:
    SideClocks tc_;
    std::chrono::milliseconds margin_;
    std::chrono::microseconds left_a_;
    std::chrono::microseconds left_b_;
};

}  // namespace reversi::match
