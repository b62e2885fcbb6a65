// SPDX-License-Identifier: GPL-3.0-or-later
// Strict signed integers and decimal fractions.
#include "vocabulary/numbers.hpp"

#include <algorithm>

namespace reversi {

namespace {

constexpr std::size_t kMaxDecimalLength = 32;
constexpr std::uint64_t kMaxSeconds = 1'000'000'000;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

std::optional<std::int64_t> parse_signed(std::string_view text, std::int64_t min,
                                         std::int64_t max) {
    return number_in<std::int64_t>(text, min, max);
}

bool is_decimal(std::string_view text) {
    if (text.size() > kMaxDecimalLength) return false;
    if (text.starts_with('-') || text.starts_with('+')) text.remove_prefix(1);
    bool any_digit = false;
    bool seen_point = false;
    for (char c : text) {
        if (is_digit(c)) {
            any_digit = true;
        } else if (c == '.' && !seen_point) {
            seen_point = true;
        } else {
            return false;
        }
    }
    return any_digit;
}

bool is_decimal_within(std::string_view text, std::uint64_t bound) {
    if (!is_decimal(text)) return false;
    if (text.starts_with('-') || text.starts_with('+')) text.remove_prefix(1);
    const std::size_t point = text.find('.');
    const std::string_view whole = text.substr(0, point);
    const std::string_view fraction =
        point == std::string_view::npos ? std::string_view{} : text.substr(point + 1);
    std::uint64_t value = 0;
    for (char c : whole) {
        value = value * 10 + static_cast<std::uint64_t>(c - '0');
        if (value > bound) return false;
    }
    const bool has_fraction = fraction.find_first_not_of('0') != std::string_view::npos;
    return value < bound || !has_fraction;
}

std::optional<std::chrono::milliseconds> parse_seconds(std::string_view text) {
    if (!is_decimal(text) || text.starts_with('-')) return std::nullopt;
    if (text.starts_with('+')) text.remove_prefix(1);
    const std::size_t point = text.find('.');
    std::uint64_t whole = 0;
    for (char c : text.substr(0, point)) {
        whole = whole * 10 + static_cast<std::uint64_t>(c - '0');
        if (whole > kMaxSeconds) return std::nullopt;
    }
    auto millis = static_cast<std::int64_t>(whole) * 1000;
    if (point != std::string_view::npos) {
        const std::string_view fraction = text.substr(point + 1);
        std::int64_t scale = 100;
        for (std::size_t i = 0; i < fraction.size() && i < 3; ++i, scale /= 10)
            millis += (fraction[i] - '0') * scale;
    }
    return std::chrono::milliseconds(millis);
}

std::string seconds_text(std::chrono::milliseconds time) {
    const std::int64_t millis = std::max<std::int64_t>(time.count(), 0);
    std::string text = std::to_string(millis / 1000);
    if (millis % 1000 == 0) return text;
    std::string decimals = std::to_string(1000 + millis % 1000).substr(1);  // three digits
    while (decimals.back() == '0')
        decimals.pop_back();
    return text + "." + decimals;
}

}  // namespace reversi
