// SPDX-License-Identifier: GPL-3.0-or-later
// One Othello game as a GGF record holds it (the Generic Game Format of the GGS game server, which
// NBoard and most Othello tools read): the one model the reader (ggf_reader.hpp) fills and the
// writer (ggf_writer.hpp) writes. Depends on the rules core only.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "core/game_line.hpp"
#include "core/position.hpp"

namespace reversi {

// A move of a record and what is known of it: GGF's move item `F5/EVAL/TIME`.
struct GgfMove {
    Move move;
    std::optional<double> eval{};                     // the mover's evaluation, in discs
    std::optional<std::chrono::microseconds> time{};  // the time the move took
    // False for a pass the rules forced that the record left out: the reader puts it in the line
    // of play, the writer leaves it out again, and it takes no time off a clock.
    bool written = true;
};

// One side's clock: the time it has, what each move adds, and the grace a side gets the first
// time its clock runs out (0: none, a side out of time has lost).
struct GgfClock {
    std::chrono::milliseconds time{0};
    std::chrono::milliseconds increment{0};
    std::chrono::milliseconds grace{0};

    bool operator==(const GgfClock&) const = default;
};

// How the game ended, for RE's flag: by the discs, by a resignation (`:r`, which a forfeit
// is), on time (`:t`), or by a score given without playing on (`:s`, the format's "mutual
// score", which an adjudication is).
enum class GgfEnd { Discs, Resigned, TimeOut, MutualScore };

struct GgfGame {
    std::string place;              // PC
    std::string date;               // DT, as GGS writes it: "2026.12.02_03:04:05.UTC"
    std::string black_player;       // PB (left out when empty, as every text property)
    std::string white_player;       // PW
    std::optional<GgfClock> clock;  // TI, both sides' clock at the start
    // TB and TW, each side's own clock (a game in progress, as NBoard sends it, or time odds):
    // where one is given, it counts for that side instead of TI.
    std::optional<GgfClock> black_clock;  // TB
    std::optional<GgfClock> white_clock;  // TW
    Position base = Position::start();    // BO
    std::vector<GgfMove> moves;           // the line of play from `base`, passes included
    // RE: the result for Black, in discs; none: in progress (the reader leaves RE unread).
    std::optional<int> black_minus_white;
    GgfEnd end = GgfEnd::Discs;
    std::string comment;  // C, free text (may be empty)
};

// The line of play of `game`: its base, then its moves up to the first that is illegal (a game
// the reader gave has none).
GameLine ggf_line(const GgfGame& game);

}  // namespace reversi
