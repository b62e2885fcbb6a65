// GTP's small words for Othello: colours, vertices in capitals, integers, and the game's result
// as Othello tools write it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/position.hpp"

namespace reversi {

// "b", "black", "w" or "white", in any case.
std::optional<Color> parse_gtp_color(std::string_view text);
std::string_view gtp_color_name(Color c);  // "black" or "white"

// Squares go out in upper case, as GTP tools print vertices; `pass` in lower case.
std::string vertex_name(Move m);

// GTP's int type: 0 to 2^31 - 1.
std::optional<int> gtp_int(std::string_view text);

// The result as Othello tools give it: the winner gets the empty squares ("B+64" for a
// wipeout with squares left empty), "0" for a draw.
std::string score_text(const Position& p);

// "black", "white" or "draw", by the disc count.
std::string_view winner_word(const Position& p);

// `text` without blanks at either end.
std::string_view trimmed(std::string_view text);

}  // namespace reversi
