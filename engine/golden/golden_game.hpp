// SPDX-License-Identifier: GPL-3.0-or-later
// Golden games: complete matches between a CPU opponent and a scripted "human", in the
// plain text format golden-games/README.md describes, with a loader that checks every move
// against the rules.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.hpp"
#include "vocabulary/level.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::golden {

struct GoldenMove {
    Color color;
    bool by_cpu;
    Move move;
};

struct GoldenGame {
    Level level = Level::Hard;  // the CPU opponent
    std::uint64_t seed = 0;     // the match seed
    Color human = Color::Black;
    std::string script;  // how the human's moves were chosen, for people: "<level> <seed>"
    std::vector<GoldenMove> moves;
    int black = 0;  // final counts
    int white = 0;
};

// How a golden game is set up: the CPU's level and seed, and the scripted opponent that plays
// the human side (not the GUI's MatchSetup, a player's match, which has no script).
struct GoldenGameSetup {
    Level level;
    std::uint64_t seed;
    Color human;
    Level script_level;
    std::uint64_t script_seed;
};

// Plays a match from the start to its end: the CPU moves with choose_move(level, seed), the
// human side with choose_move(script_level, script_seed); forced passes are recorded.
GoldenGame play_golden_game(const GoldenGameSetup& setup);

std::string format_golden_game(const GoldenGame& game);

// Checks the header, that plies are numbered from 1, that each move is legal and made by the
// side the rules say, that the game is over after the last move and that the final counts
// are right. Refused otherwise, with the reason naming the line.
ValueOrError<GoldenGame> parse_golden_game(std::string_view text);

}  // namespace reversi::golden
