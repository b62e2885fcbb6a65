// SPDX-License-Identifier: GPL-3.0-or-later
// What the protocols measure and print about a search: the time since its command was read,
// the speed, the kind of its score, and the decimal numbers their replies carry.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

#include "vocabulary/search_info.hpp"

namespace reversi {

class SearchTiming {
public:
    explicit SearchTiming(std::chrono::steady_clock::time_point started) : started_(started) {}

    std::chrono::nanoseconds elapsed() const { return std::chrono::steady_clock::now() - started_; }
    std::int64_t milliseconds() const {
        return std::chrono::duration_cast<std::chrono::milliseconds>(elapsed()).count();
    }
    // Positions per second over the time so far (0 before a microsecond has passed).
    std::uint64_t nodes_per_second(std::uint64_t nodes) const {
        const auto micros = std::chrono::duration_cast<std::chrono::microseconds>(elapsed());
        if (micros.count() <= 0) return 0;
        return nodes * 1'000'000 / static_cast<std::uint64_t>(micros.count());
    }

private:
    std::chrono::steady_clock::time_point started_;
};

// What a score is, as `scoretype` says it: "estimate", "exact" or "wld".
std::string_view score_kind_word(ScoreKind kind);

// Hundredths as a decimal with two places: -105 is "-1.05".
std::string hundredths(long long value);

// Seconds with three decimals: "0.125".
std::string elapsed_seconds_text(std::chrono::nanoseconds time);

}  // namespace reversi
