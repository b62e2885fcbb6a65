// SPDX-License-Identifier: GPL-3.0-or-later
// The training tool's games file: one self-played game per line with its exact result, so
// positions and labels can be rebuilt, checked and re-fitted at any time (engine/train/README.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/position.hpp"

namespace reversi::train {

struct PlayedGame {
    std::uint64_t number = 0;  // its place in the run: fixes its seed, and whether it is held back
    int random_plies = 0;      // the first moves were drawn at random: no training on them
    int solved_from = 0;       // the moves from this one on are perfect play, read to the end
    int black_score = 0;       // Black's final margin in discs, the empty squares to the winner
    std::vector<Move> moves;   // from the start, passes included

    bool operator==(const PlayedGame&) const = default;
};

// Black's margin in a finished game, in discs, with the empty squares counted for the winner
// (the score the search gives a finished game).
int black_margin(const Position& end);

inline constexpr std::string_view kGamesFileHeader = "# reversi-train games 1";

// The file: kGamesFileHeader, `# ` lines describing the run, then one line per game:
// `game N random R solved S black-score B moves M...`.
std::string games_text(const std::vector<PlayedGame>& games, std::string_view description);

// The file's first lines: kGamesFileHeader and the description, each of its lines after `# `.
std::string games_file_header(std::string_view description);

// One game's line, its line end included.
std::string game_line(const PlayedGame& game);

struct ParsedGames {
    std::optional<std::vector<PlayedGame>> games;  // none: see error
    std::string error;
};

// Replays every game with the rules: each move must be legal, the game must be over after the
// last one, and its score must be black-score. A line that is not exactly so refuses the file,
// naming the line.
ParsedGames parse_games(std::string_view text);

}  // namespace reversi::train
