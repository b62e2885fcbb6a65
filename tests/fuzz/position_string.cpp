// SPDX-License-Identifier: GPL-3.0-or-later
// The position-string parser over arbitrary bytes, held to the format's definition (64 squares
// of X, O or -, one space, X or O); every board it accepts then goes through the rules, which
// must agree with the square-by-square reference, and through `show`.
#include <algorithm>
#include <string>

#include "core/notation.hpp"
#include "differential/rules_comparison.hpp"
#include "fuzz/check.hpp"
#include "fuzz/harnesses.hpp"
#include "protocol/board_text.hpp"

namespace reversi::fuzz {

namespace {

bool is_board_text(std::string_view board) {
    return board.size() == kSquareCount && std::all_of(board.begin(), board.end(), [](char c) {
               return c == 'X' || c == 'O' || c == '-';
           });
}

bool is_side_text(std::string_view side) { return side == "X" || side == "O"; }

bool is_position_text(std::string_view text) {
    return text.size() == kSquareCount + 2 && text[kSquareCount] == ' ' &&
           is_board_text(text.substr(0, kSquareCount)) &&
           is_side_text(text.substr(kSquareCount + 1));
}

void check_accepted_position(const Position& p, std::string_view text) {
    check(position_string(p) == text, "a position string does not survive a round trip", text);
    const std::string difference = reference::disagreement(p);
    check(difference.empty(), "the core disagrees with the reference rules",
          difference + " in " + std::string(text));
    const auto lines = board_lines(p);
    check(!lines.empty() && lines.back() == "position " + std::string(text),
          "show does not end with the position string", text);
}

}  // namespace

int position_string(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);

    const auto whole = parse_position(text);
    check(whole.has_value() == is_position_text(text), "parse_position(text) misjudged", text);
    if (whole) check_accepted_position(*whole, text);

    // The protocol's form: the board and the side as separate tokens.
    const std::size_t space = text.find(' ');
    if (space != std::string_view::npos) {
        const std::string_view board = text.substr(0, space);
        const std::string_view side = text.substr(space + 1);
        const auto parts = parse_position(board, side);
        check(parts.has_value() == (is_board_text(board) && is_side_text(side)),
              "parse_position(board, side) misjudged", text);
        if (parts && whole) check(*parts == *whole, "the two parsers disagree", text);
    }
    return 0;
}

}  // namespace reversi::fuzz
