// SPDX-License-Identifier: GPL-3.0-or-later
// Parsing --tc strictly and keeping a game's two clocks; no process or wall clock in here, so
// the arithmetic is tested with times the test chooses.
#include "match/time_control.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>

#include "vocabulary/numbers.hpp"

namespace reversi::match {

namespace {

using std::chrono::microseconds;
using std::chrono::milliseconds;

constexpr std::int64_t kMaxStartMs = 86'400'000;     // a day
constexpr std::int64_t kMaxIncrementMs = 3'600'000;  // an hour

// "12", "12.5", "0.125": digits, then at most 3 decimals after a point; in milliseconds.
std::optional<std::int64_t> milliseconds_of(std::string_view text) {
    const std::size_t point = text.find('.');
    const std::string_view whole = text.substr(0, point);
    const std::string_view fraction =
        point == std::string_view::npos ? std::string_view() : text.substr(point + 1);
    if (whole.empty() || whole.size() > 9) return std::nullopt;
    if (point != std::string_view::npos && (fraction.empty() || fraction.size() > 3))
        return std::nullopt;
    std::int64_t ms = 0;
    for (char c : whole) {
        if (std::isdigit(static_cast<unsigned char>(c)) == 0) return std::nullopt;
        ms = ms * 10 + (c - '0');
    }
    ms *= 1000;
    std::int64_t scale = 100;
    for (char c : fraction) {
        if (std::isdigit(static_cast<unsigned char>(c)) == 0) return std::nullopt;
        ms += (c - '0') * scale;
        scale /= 10;
    }
    return ms;
}

}  // namespace

std::optional<TimeControl> parse_time_control(std::string_view text) {
    const std::size_t plus = text.find('+');
    const auto start = milliseconds_of(text.substr(0, plus));
    const auto increment = plus == std::string_view::npos ? std::optional<std::int64_t>(0)
                                                          : milliseconds_of(text.substr(plus + 1));
    if (!start || !increment) return std::nullopt;
    if (*start < 1 || *start > kMaxStartMs || *increment > kMaxIncrementMs) return std::nullopt;
    return TimeControl{milliseconds(*start), milliseconds(*increment)};
}

std::string time_control_text(const TimeControl& tc) {
    return seconds_text(tc.start) + "+" + seconds_text(tc.increment);
}

RefereeClocks::RefereeClocks(const SideClocks& clocks, milliseconds margin)
    : tc_(clocks), margin_(margin), left_a_(clocks.a.start), left_b_(clocks.b.start) {}

RefereeClocks::Charged RefereeClocks::charge(Side side, microseconds used) {
    microseconds& left = side == Side::A ? left_a_ : left_b_;
    if (used > left + margin_) {
        left = microseconds{0};
        return Charged::LostOnTime;
    }
    const Charged charged = used > left ? Charged::LateWithinMargin : Charged::InTime;
    left = std::max(left - used, microseconds{0}) + tc_.of(side).increment;
    return charged;
}

client::RequestClock RefereeClocks::for_request(Side black) const {
    client::RequestClock clock;
    const TimeControl& black_tc = tc_.of(black);
    const TimeControl& white_tc = tc_.of(other(black));
    clock.start = black_tc.start;
    clock.increment = black_tc.increment;
    if (white_tc != black_tc) {
        clock.white_start = white_tc.start;
        clock.white_increment = white_tc.increment;
    }
    clock.black_left = std::chrono::floor<milliseconds>(left(black));
    clock.white_left = std::chrono::floor<milliseconds>(left(other(black)));
    return clock;
}

}  // namespace reversi::match
