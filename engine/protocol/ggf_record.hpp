// SPDX-License-Identifier: GPL-3.0-or-later
// Writing GGF game records (the Generic Game Format of the GGS game server, which NBoard and
// most Othello tools read): one record a game, the writer beside the reader (ggf.hpp). Depends
// on the rules core only, so tools that must not link the search can write GGF.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "core/position.hpp"

namespace reversi {

// A move of a record and what is known of it: GGF's move item `F5/EVAL/TIME`.
struct GgfMove {
    Move move;
    std::optional<double> eval;     // the mover's evaluation, in discs
    std::optional<double> seconds;  // the time the move took
};

// How the game ended, for RE's flag: by the discs, by a resignation (`:r`, which a forfeit
// is), or on time (`:t`).
enum class GgfEnd { Discs, Resigned, TimeOut };

// One side's clock: the time it has and what each move adds.
struct GgfSideClock {
    std::chrono::milliseconds time{0};
    std::chrono::milliseconds increment{0};
};

struct GgfGame {
    std::string place;         // PC
    std::string date;          // DT, as GGS writes it: "2026.12.02_03:04:05.UTC"
    std::string black_player;  // PB (left out when empty, as every text property)
    std::string white_player;  // PW
    // TI, both sides' clock: start and increment, with no grace (a side out of time has lost).
    std::optional<std::chrono::milliseconds> clock_start;
    std::chrono::milliseconds clock_increment{0};
    // TB, TW: each side's clock now (a game in progress, as NBoard sends it), also without grace.
    std::optional<GgfSideClock> black_clock;
    std::optional<GgfSideClock> white_clock;
    Position base = Position::start();
    std::vector<GgfMove> moves;
    std::optional<int> black_minus_white;  // RE: the result for Black, in discs; none: in progress
    GgfEnd end = GgfEnd::Discs;
    std::string comment;  // C, free text (may be empty)
};

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
