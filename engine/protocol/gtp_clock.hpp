// SPDX-License-Identifier: GPL-3.0-or-later
// A GTP game's clocks, as `time_settings`, `kgs-time_settings` and `time_left` set them and as
// the engine's own moves spend them (a controller need not send `time_left`). GTP times are in
// seconds; GTP's byo-yomi is Canadian (a period of so many seconds for so many stones), KGS
// adds Japanese byo-yomi (so many periods of so many seconds, one move each).
#pragma once

#include <array>
#include <chrono>
#include <optional>

#include "core/position.hpp"
#include "protocol/time_allocation.hpp"

namespace reversi {

class GtpClock {
public:
    // No time limit: the engine plays by its level, as without any time command.
    void set_none();
    // `main` for the whole game.
    void set_absolute(milliseconds main);
    // `main`, then `byo_yomi` for every `stones` moves. GTP's own time_settings: byo_yomi 0
    // means absolute time, and stones 0 with byo_yomi > 0 means no time limit.
    void set_canadian(milliseconds main, milliseconds byo_yomi, int stones);
    // `main`, then `periods` periods of `period` each, one move per period.
    void set_japanese(milliseconds main, milliseconds period, int periods);
    // The controller's reading: `time` left for `color`; `stones` 0 in main time, otherwise the
    // moves (Canadian) or periods (Japanese) left in byo-yomi.
    void set_left(Color color, milliseconds time, int stones);

    // What the side `color` has for its next move; nullopt without a time limit.
    std::optional<ClockReading> reading(Color color) const;
    // `color` took `elapsed` for a move.
    void spend(Color color, milliseconds elapsed);

private:
    enum class Kind { None, Absolute, Canadian, Japanese };
    struct Side {
        milliseconds left{0};  // main time, or what is left of the byo-yomi period
        int stones = 0;        // 0 in main time; moves (Canadian) or periods (Japanese) left
    };
    Side& side(Color color) { return sides_[color == Color::Black ? 0 : 1]; }
    const Side& side(Color color) const { return sides_[color == Color::Black ? 0 : 1]; }
    // A new game's clocks: both sides at `main`, in main time.
    void start(Kind kind, milliseconds main, milliseconds byo_yomi, int stones);
    void start_byo_yomi(Side& side, milliseconds overrun) const;

    Kind kind_ = Kind::None;
    milliseconds main_{0};
    milliseconds byo_yomi_{0};
    int stones_ = 0;  // Canadian: moves per period; Japanese: periods
    std::array<Side, 2> sides_{};
};

}  // namespace reversi
