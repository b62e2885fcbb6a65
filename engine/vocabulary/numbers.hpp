// SPDX-License-Identifier: GPL-3.0-or-later
// Strict number tokens beyond tokens.hpp's unsigned ones: signed integers and decimal fractions,
// as GTP (komi, times) and NBoard (evals, contempt, ping) send them.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace reversi {

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
