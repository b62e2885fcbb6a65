// SPDX-License-Identifier: GPL-3.0-or-later
// Clock bookkeeping in milliseconds; the readings feed the same time allocation as the line
// protocol's `go wtime ... btime ...`.
#include "protocol/gtp_clock.hpp"

#include <algorithm>

namespace reversi {

void GtpClock::set_none() { kind_ = Kind::None; }

void GtpClock::set_absolute(milliseconds main) { start(Kind::Absolute, main, milliseconds{0}, 0); }

void GtpClock::set_canadian(milliseconds main, milliseconds byo_yomi, int stones) {
    if (byo_yomi.count() == 0) return set_absolute(main);
    if (stones == 0) return set_none();
    start(Kind::Canadian, main, byo_yomi, stones);
}

void GtpClock::set_japanese(milliseconds main, milliseconds period, int periods) {
    if (period.count() == 0 || periods == 0) return set_absolute(main);
    start(Kind::Japanese, main, period, periods);
}

void GtpClock::start(Kind kind, milliseconds main, milliseconds byo_yomi, int stones) {
    kind_ = kind;
    main_ = main;
    byo_yomi_ = byo_yomi;
    stones_ = stones;
    sides_.fill({main, 0});
}

void GtpClock::set_left(Color color, milliseconds time, int stones) {
    side(color) = {time, std::max(stones, 0)};
}

std::optional<ClockReading> GtpClock::reading(Color color) const {
    const Side& s = side(color);
    switch (kind_) {
        case Kind::None:
            return std::nullopt;
        case Kind::Absolute:
            return ClockReading{s.left, milliseconds{0}, std::nullopt};
        case Kind::Canadian:
            // Main time is spent as if it were the whole game: byo-yomi follows, so it cannot
            // lose, and the period is not drawn on before it starts.
            if (s.stones == 0 && s.left.count() > 0)
                return ClockReading{s.left, milliseconds{0}, std::nullopt};
            return ClockReading{s.stones == 0 ? byo_yomi_ : s.left, milliseconds{0},
                                s.stones == 0 ? stones_ : s.stones};
        case Kind::Japanese:
            if (s.stones == 0 && s.left.count() > 0)
                return ClockReading{s.left, milliseconds{0}, std::nullopt};
            return ClockReading{s.stones == 0 ? byo_yomi_ : std::min(s.left, byo_yomi_),
                                milliseconds{0}, 1};
    }
    return std::nullopt;
}

void GtpClock::start_byo_yomi(Side& s, milliseconds overrun) const {
    s.left = byo_yomi_ - overrun;
    s.stones = stones_;
}

void GtpClock::spend(Color color, milliseconds elapsed) {
    Side& s = side(color);
    switch (kind_) {
        case Kind::None:
            return;
        case Kind::Absolute:
            s.left = std::max(s.left - elapsed, milliseconds{0});
            return;
        case Kind::Canadian:
            if (s.stones == 0) {
                s.left -= elapsed;
                if (s.left.count() >= 0) return;
                start_byo_yomi(s, -s.left);  // the overrun is taken from the first period
            } else {
                s.left -= elapsed;
            }
            // This move counts against the period's stones; a finished period starts anew.
            if (--s.stones == 0) start_byo_yomi(s, milliseconds{0});
            s.left = std::max(s.left, milliseconds{0});
            return;
        case Kind::Japanese:
            if (s.stones == 0) {
                s.left -= elapsed;
                if (s.left.count() >= 0) return;
                elapsed = -s.left;
                s.stones = stones_;
            }
            // A move within the period keeps it; each whole period overrun is lost.
            while (elapsed > byo_yomi_ && s.stones > 1) {
                elapsed -= byo_yomi_;
                --s.stones;
            }
            s.left = byo_yomi_;
            return;
    }
}

}  // namespace reversi
