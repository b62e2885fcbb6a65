// SPDX-License-Identifier: GPL-3.0-or-later
// GGF game records (the Generic Game Format of the GGS game server), as NBoard sends them with
// `set game`: strict about what is accepted, bounded, and read without recursion.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "core/game_line.hpp"
#include "protocol/game_clocks.hpp"
#include "protocol/ggf_record.hpp"

namespace reversi {

// A parsed record: the line of play from its BO position and the clocks at its end, or the
// reason it was refused.
struct GgfResult {
    std::optional<GameLine> game;
    std::string error;
    GameClocks clocks;
};

// One Othello game record, "(;GM[Othello]...BO[8 <64 squares> <side>]B[F5]W[F6]...;)", with
// optional blanks around the record and between properties. See protocol-spec/PROTOCOL.md,
// section "NBoard mode", for what is accepted; anything else is refused with a reason.
GgfResult parse_ggf(std::string_view text);

// A GGF move item: a square or "PA" (also "PASS"), case-insensitive, optionally followed by
// "/eval" and "/eval/time" where each number may be empty ("F5", "f5/-1.00", "F5//2.5"). The
// evaluation is checked and dropped; the time is the seconds the move took (a negative one is 0).
struct MoveItem {
    Move move;
    std::chrono::milliseconds time{0};
};
std::optional<MoveItem> read_move_item(std::string_view text);
// The move of a move item alone.
std::optional<Move> parse_move_item(std::string_view text);

// ggf_move_name, the writing side, is in ggf_record.hpp.

}  // namespace reversi
