// SPDX-License-Identifier: GPL-3.0-or-later
// Strict number tokens: whole numbers of any type, signed integers and decimal fractions, as GTP
// (komi, times), NBoard (evals, contempt, ping), games files and command lines send them.
#pragma once

#include <charconv>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace reversi {

// The whole of `text` as a number within [min, max], as std::from_chars reads it: an integer
// type takes plain decimal digits (a signed one an optional '-' before them), never '+' or
// spaces; a floating-point type also takes a fraction and an exponent.
template <typename Number>
std::optional<Number> number_in(std::string_view text, Number min, Number max) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    if (!(value >= min && value <= max)) return std::nullopt;  // NaN too
    return value;
}

// An optional '-' then plain decimal digits, within [min, max].
std::optional<std::int64_t> parse_signed(std::string_view text, std::int64_t min, std::int64_t max);

// An optional sign, digits, and an optional '.' with more digits ("-1.00", "7.5", "+3", "2.").
// Exponents, "nan" and "inf" are not numbers here. At most 32 characters.
bool is_decimal(std::string_view text);

// A decimal (as is_decimal reads it) whose value lies within [-bound, bound].
bool is_decimal_within(std::string_view text, std::uint64_t bound);

// Seconds as GTP and GGF write times ("60", "2.5", "0.125"): a decimal of at least 0, read to the
// millisecond (further digits are dropped), up to a billion seconds.
std::optional<std::chrono::milliseconds> parse_seconds(std::string_view text);

// The shortest text parse_seconds reads back as `time` (negative counts as 0): whole seconds
// alone ("60"), otherwise with the milliseconds' digits up to the last that is not 0 ("9.25").
std::string seconds_text(std::chrono::milliseconds time);

}  // namespace reversi
