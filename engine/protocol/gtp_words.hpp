// SPDX-License-Identifier: GPL-3.0-or-later
// GTP's small words for Othello: colours, vertices in capitals, integers, and the game's result
// as Othello tools write it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.hpp"
#include "vocabulary/engine_options.hpp"

namespace reversi {

constexpr std::string_view kGtpGameName = "Othello";  // as Quarry's list_games and set_game name it

// The answer of a command whose answer never changes: protocol_version, name, version,
// list_games, gogui-analyze_commands; empty for any other (gogui-interrupt).
std::string fixed_answer_text(std::string_view command);

// `reversi-<option> [value]`, one per engine option, in the options table's order.
struct GtpOptionCommand {
    std::string name;   // "reversi-move_overhead"
    std::string usage;  // "reversi-move_overhead [<milliseconds>]"
    const EngineOption* option;
};
const std::vector<GtpOptionCommand>& gtp_option_commands();

// "b", "black", "w" or "white", in any case.
std::optional<Color> parse_gtp_color(std::string_view text);

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
