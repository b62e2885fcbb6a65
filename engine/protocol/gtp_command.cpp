// SPDX-License-Identifier: GPL-3.0-or-later
// GTP line preprocessing and splitting.
#include "protocol/gtp_command.hpp"

#include <algorithm>

#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

bool is_control(char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte < 0x20 || byte == 0x7f;
}

bool all_digits(std::string_view token) {
    return std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

std::string gtp_preprocess(std::string_view raw) {
    std::string line;
    for (char c : raw) {
        if (c == '#') break;
        if (c == '\t') {
            line.push_back(' ');
        } else if (!is_control(c)) {
            line.push_back(c);
        }
    }
    return line;
}

std::optional<GtpCommand> parse_gtp_command(std::string_view raw) {
    const std::string line = gtp_preprocess(raw);
    const std::vector<std::string_view> tokens = split_tokens(line);
    if (tokens.empty()) return std::nullopt;
    GtpCommand command;
    std::size_t next = 0;
    if (all_digits(tokens[0])) command.id = std::string(tokens[next++]);
    if (next < tokens.size()) command.name = std::string(tokens[next++]);
    for (; next < tokens.size(); ++next)
        command.args.emplace_back(tokens[next]);
    return command;
}

}  // namespace reversi
