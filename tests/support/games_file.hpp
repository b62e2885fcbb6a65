// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the games file reversi-match writes (`--games-file`), so tests can replay every game
// with the rules core, independently of the tool.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace reversi::testing_support {

struct GameLineRecord {
    int number = 0;
    int opening = 0;
    char black = '?';  // 'A' or 'B'
    int black_discs = -1;
    int white_discs = -1;
    std::string winner;     // "A", "B" or "draw"
    double seconds_a = -1;  // the time each side's replies took
    double seconds_b = -1;
    std::optional<char> time_loss_side;  // version 3: the side that lost on time
    std::string late;  // version 6: "A-B", replies late within --time-margin; empty: none
    std::optional<char> forfeit_side;
    std::string forfeit_fault;
    // version 5: `adjudicated EMPTIES MARGIN`, the empties and Black's proven final margin
    std::optional<std::pair<int, int>> adjudicated;
    std::string notes;  // version 4: "SECONDS/SCORE/DEPTH" or "-" per move, comma-separated
    std::vector<std::string> moves;
};

// Every `game ...` line of the file's text (other lines are skipped), or the first game line
// that does not follow the format.
struct GameLines {
    std::optional<std::vector<GameLineRecord>> games;  // none: see bad_line
    std::string bad_line;
};
GameLines read_game_lines(const std::string& text);

}  // namespace reversi::testing_support
