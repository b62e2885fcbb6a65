// SPDX-License-Identifier: GPL-3.0-or-later
// Writing GGF game records: one record a game, from the model the reader fills too
// (ggf_game.hpp).
#pragma once

#include <chrono>
#include <string>

#include "ggf/ggf_game.hpp"

namespace reversi {

// "(;GM[Othello]PC[...]DT[...]PB[...]PW[...]RE[+12.000]TI[...]TY[8]BO[8 ...
// *]B[F5/2.00/0.012]...;)" on one line. Brackets inside text values are written as parentheses, so
// a value never ends early.
std::string write_ggf(const GgfGame& game);

// A clock time as GGF's description gives it, "MM:SS" (minutes may pass 59), with the seconds'
// fraction when there is one, as GGF's move times have it: "00:09.950". Negative reads as 0.
std::string ggf_clock_time(std::chrono::milliseconds time);

// A move as GGF and NBoard write it: "F5", or "PA" for a pass.
std::string ggf_move_name(Move m);

}  // namespace reversi
