// SPDX-License-Identifier: GPL-3.0-or-later
// Token splitting and strict number parsing.
#include "vocabulary/tokens.hpp"

#include "vocabulary/numbers.hpp"

namespace reversi {

std::vector<std::string_view> split_tokens(std::string_view line) {
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start) tokens.push_back(line.substr(start, i - start));
    }
    return tokens;
}

std::string_view text_after_token(std::string_view line, std::string_view token) {
    return line.substr(static_cast<std::size_t>(token.data() + token.size() - line.data()));
}

std::optional<std::uint64_t> parse_unsigned(std::string_view text, std::uint64_t min,
                                            std::uint64_t max) {
    return number_in<std::uint64_t>(text, min, max);
}

std::string lower_case(std::string_view text) {
    std::string lower(text);
    for (char& c : lower) {
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    }
    return lower;
}

std::string printable(std::string_view token, std::size_t max_length) {
    std::string safe;
    for (char c : token.substr(0, max_length)) {
        safe.push_back(c >= 0x20 && c < 0x7f ? c : '?');
    }
    if (token.size() > max_length) safe += "...";
    return safe;
}

}  // namespace reversi
