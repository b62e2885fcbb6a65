// Strict signed integers and decimal fractions.
#include "vocabulary/numbers.hpp"

#include <charconv>

namespace reversi {

namespace {

constexpr std::size_t kMaxDecimalLength = 32;

bool is_digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

std::optional<std::int64_t> parse_signed(std::string_view text, std::int64_t min,
                                         std::int64_t max) {
    const std::string_view digits = text.starts_with('-') ? text.substr(1) : text;
    if (digits.empty()) return std::nullopt;
    for (char c : digits) {
        if (!is_digit(c)) return std::nullopt;
    }
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    if (value < min || value > max) return std::nullopt;
    return value;
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

}  // namespace reversi
