// SPDX-License-Identifier: GPL-3.0-or-later
// Text forms of squares, moves and positions, shared by the protocol, the GUI and the tools.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/position.hpp"

namespace reversi {

// "a1".."h8": columns a-h left to right, rows 1-8 top to bottom.
std::string square_name(int square);
// Case-insensitive; nullopt for anything that is not exactly a column letter and a row digit.
std::optional<int> parse_square(std::string_view text);

// A square name or "pass".
std::string move_name(Move m);
// The same with the column in capitals ("F5", "pass"), as GTP, GGF and NBoard write squares.
std::string capital_move_name(Move m);
// Moves as a line of play: their names joined by single blanks ("f5 d6 pass"); empty for none.
// The one way the tools and the line protocol's requests write a list of moves.
std::string moves_text(std::span<const Move> moves);
// The same with capital_move_name ("F5 D6 PASS"): GTP's way.
std::string capital_moves_text(std::span<const Move> moves);
// A square (case-insensitive) or "pass" (case-insensitive).
std::optional<Move> parse_move(std::string_view text);

char color_letter(Color c);  // 'X' black, 'O' white
std::optional<Color> parse_color_letter(std::string_view text);
std::string_view color_name(Color c);  // "black" or "white"
// Exactly "black" or "white".
std::optional<Color> parse_color_name(std::string_view text);

// The OBF-style position string: 64 characters a1..h8 row by row ('X' black, 'O' white,
// '-' empty), one space, then 'X' or 'O' for the side to move.
std::string position_string(const Position& p);
std::optional<Position> parse_position(std::string_view board64, std::string_view side);
std::optional<Position> parse_position(std::string_view text);

}  // namespace reversi
