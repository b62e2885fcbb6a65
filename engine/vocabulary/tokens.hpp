// SPDX-License-Identifier: GPL-3.0-or-later
// Splitting a protocol line into tokens and reading numbers from them strictly.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reversi {

// Tokens separated by spaces and tabs.
std::vector<std::string_view> split_tokens(std::string_view line);

// The rest of `line` after `token`, one of split_tokens(line)'s views into it, blanks kept: for
// a last argument that may hold blanks of its own (a game record's player names).
std::string_view text_after_token(std::string_view line, std::string_view token);

// Plain decimal digits only (no sign, no spaces), within [min, max].
std::optional<std::uint64_t> parse_unsigned(std::string_view text, std::uint64_t min,
                                            std::uint64_t max);

// ASCII letters in lower case, other bytes as they are (for names compared case-insensitively).
std::string lower_case(std::string_view text);

// Text made safe to echo in a reply or a log: bytes outside printable ASCII become '?', and
// anything past `max_length` characters is cut and marked "...".
std::string printable(std::string_view token, std::size_t max_length = 32);

}  // namespace reversi
