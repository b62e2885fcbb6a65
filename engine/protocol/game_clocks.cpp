// SPDX-License-Identifier: GPL-3.0-or-later
// GGF clock text and the clock rules of a game record, in milliseconds.
#include "protocol/game_clocks.hpp"

#include <algorithm>

#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::uint64_t kMaxField = 1'000'000;

// GGF's clock time, "[[HH:]MM:]SS" (the format's description), whose seconds may carry a
// fraction as GGF's move times do ("00:09.950"): a clock of a game in progress keeps its
// milliseconds. Empty reads as 0.
std::optional<milliseconds> parse_ggf_time(std::string_view text) {
    std::int64_t minutes = 0;
    for (int fields = 1;; ++fields) {
        const std::size_t colon = text.find(':');
        if (fields > 3) return std::nullopt;
        if (colon == std::string_view::npos) break;
        const std::string_view field = text.substr(0, colon);
        const auto value =
            field.empty() ? std::optional<std::uint64_t>(0) : parse_unsigned(field, 0, kMaxField);
        if (!value) return std::nullopt;
        minutes = minutes * 60 + static_cast<std::int64_t>(*value);
        text.remove_prefix(colon + 1);
    }
    if (text.starts_with('+')) return std::nullopt;
    const auto seconds =
        text.empty() ? std::optional<milliseconds>(milliseconds{0}) : parse_seconds(text);
    if (!seconds) return std::nullopt;
    return milliseconds(minutes * 60'000) + *seconds;
}

}  // namespace

std::optional<GgfClock> parse_ggf_clock(std::string_view text) {
    GgfClock clock;
    const std::size_t first = text.find('/');
    const auto time = parse_ggf_time(text.substr(0, first));
    if (!time) return std::nullopt;
    clock.time = *time;
    if (first == std::string_view::npos) return clock;
    const std::string_view rest = text.substr(first + 1);
    const std::size_t second = rest.find('/');
    const auto increment = parse_ggf_time(rest.substr(0, second));
    if (!increment) return std::nullopt;
    clock.increment = *increment;
    if (second == std::string_view::npos) return clock;
    const std::string_view grace_text = rest.substr(second + 1);
    const auto grace = parse_ggf_time(grace_text);
    if (!grace || grace_text.find('/') != std::string_view::npos) return std::nullopt;
    clock.grace = *grace;
    return clock;
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

std::optional<ClockReading> GameClocks::reading(Color color) const {
    const Side& s = side(color);
    if (!s.running) return std::nullopt;
    return ClockReading{s.left, s.clock.increment, std::nullopt};
}

}  // namespace reversi
