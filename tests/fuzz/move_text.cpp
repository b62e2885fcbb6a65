// SPDX-License-Identifier: GPL-3.0-or-later
// The short-text parsers over arbitrary bytes, each held to its definition: squares (a1..h8,
// case-insensitive), moves (a square or pass), colour letters, and the protocol's tokens,
// strict unsigned numbers and echo of offending tokens.
#include <algorithm>
#include <limits>
#include <optional>
#include <string>

#include "core/notation.hpp"
#include "fuzz/check.hpp"
#include "fuzz/harnesses.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::fuzz {

namespace {

char lower_ascii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

std::string lower_ascii(std::string_view text) {
    std::string lowered(text);
    std::transform(lowered.begin(), lowered.end(), lowered.begin(),
                   [](char c) { return lower_ascii(c); });
    return lowered;
}

// The definition: a column letter a-h in either case, then a row digit 1-8.
std::optional<int> expected_square(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const char column = lower_ascii(text[0]);
    if (column < 'a' || column > 'h' || text[1] < '1' || text[1] > '8') return std::nullopt;
    return (text[1] - '1') * 8 + (column - 'a');
}

std::optional<std::uint64_t> expected_unsigned(std::string_view text, std::uint64_t min,
                                               std::uint64_t max) {
    if (text.empty()) return std::nullopt;
    std::uint64_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value > (std::numeric_limits<std::uint64_t>::max() - digit) / 10) return std::nullopt;
        value = value * 10 + digit;
    }
    if (value < min || value > max) return std::nullopt;
    return value;
}

bool is_blank(char c) { return c == ' ' || c == '\t'; }

void check_notation(std::string_view text) {
    const auto square = parse_square(text);
    check(square == expected_square(text), "parse_square misjudged", text);
    if (square) check(square_name(*square) == lower_ascii(text), "square name round trip", text);

    const auto move = parse_move(text);
    const bool is_pass = lower_ascii(text) == "pass";
    check(move.has_value() == (is_pass || square.has_value()), "parse_move misjudged", text);
    if (move) {
        check(move->is_pass() == is_pass, "parse_move confused pass and a square", text);
        check(move_name(*move) == lower_ascii(text), "move name round trip", text);
    }

    const auto color = parse_color_letter(text);
    check(color.has_value() == (text == "X" || text == "O"), "parse_color_letter misjudged", text);
    if (color)
        check(text == std::string(1, color_letter(*color)), "colour letter round trip", text);
}

void check_tokens(std::string_view text) {
    std::string unblanked;
    std::copy_if(text.begin(), text.end(), std::back_inserter(unblanked),
                 [](char c) { return !is_blank(c); });
    std::string rejoined;
    std::size_t runs = 0;
    for (std::size_t i = 0; i < text.size(); ++i)
        runs += !is_blank(text[i]) && (i == 0 || is_blank(text[i - 1]));
    const auto tokens = split_tokens(text);
    for (std::string_view token : tokens) {
        check(!token.empty(), "an empty token", text);
        check(std::none_of(token.begin(), token.end(), is_blank), "a token holds a blank", text);
        check(
            token.data() >= text.data() && token.data() + token.size() <= text.data() + text.size(),
            "a token outside its line", text);
        rejoined += token;
    }
    check(tokens.size() == runs && rejoined == unblanked, "split_tokens lost or invented text",
          text);
}

void check_numbers(std::string_view text) {
    constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
    check(parse_unsigned(text, 0, kMax) == expected_unsigned(text, 0, kMax), "parse_unsigned",
          text);
    check(parse_unsigned(text, 1, 1'000'000) == expected_unsigned(text, 1, 1'000'000),
          "parse_unsigned within bounds", text);
}

void check_echo(std::string_view text) {
    constexpr std::size_t kMaxEcho = 32;
    const std::string echo = printable(text);
    check(std::all_of(echo.begin(), echo.end(), [](char c) { return c >= 0x20 && c < 0x7f; }),
          "an echoed token holds an unprintable byte", text);
    const std::size_t shown = std::min(text.size(), kMaxEcho);
    check(echo.size() == shown + (text.size() > kMaxEcho ? 3 : 0), "echo length", text);
    for (std::size_t i = 0; i < shown; ++i) {
        const bool kept = text[i] >= 0x20 && text[i] < 0x7f;
        check(echo[i] == (kept ? text[i] : '?'), "echo changed a printable byte", text);
    }
}

}  // namespace

int move_text(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    check_notation(text);
    check_tokens(text);
    check_numbers(text);
    check_echo(text);
    return 0;
}

}  // namespace reversi::fuzz
