// SPDX-License-Identifier: GPL-3.0-or-later
// Reading GGF game records, as NBoard sends them with `set game`: strict about what is accepted,
// bounded, and read without recursion. The writer is ggf_writer.hpp; both share ggf_game.hpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "ggf/ggf_game.hpp"

namespace reversi {

// A read record, or the reason it was refused.
struct GgfResult {
    std::optional<GgfGame> game;
    std::string error;
};

// One Othello game record, "(;GM[Othello]...BO[8 <64 squares> <side>]B[F5]W[F6]...;)", with
// optional blanks around the record and between properties. See protocol-spec/PROTOCOL.md,
// section "NBoard mode", for what is accepted; anything else is refused with a reason. Every
// move is legal, and a pass the record leaves out is in the game's moves, marked not written.
// PC, DT, PB, PW, TI, TB, TW and C are read into the game (a clock the reader cannot read is
// left out, as is a TB or TW given before a later TI, which sets both sides' clocks again); RE
// and every other property are accepted and not read.
GgfResult parse_ggf(std::string_view text);

// A GGF move item: a square or "PA" (also "PASS"), case-insensitive, optionally followed by
// "/eval" and "/eval/time" where each number may be empty ("F5", "f5/-1.00", "F5//2.5"). The
// time is the seconds the move took, read to the millisecond (a negative one is 0).
std::optional<GgfMove> read_move_item(std::string_view text);

// "[[hours:]minutes:]seconds", the seconds with a fraction if any ("00:09.950"), then optionally
// "/increment" and "/grace" in the same form (an empty increment is 0; the grace is 2 minutes
// unless given).
std::optional<GgfClock> parse_ggf_clock(std::string_view text);

}  // namespace reversi
