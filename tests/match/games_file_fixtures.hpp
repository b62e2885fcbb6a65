// SPDX-License-Identifier: GPL-3.0-or-later
// Games and games files the match tests build without playing: a game from its moves, the text a
// header and games are written as, and such a text with one part replaced.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "match/games_file.hpp"

namespace reversi::match::testing {

// Game `number` of a match (odd: A has Black), its moves in notation (each must be legal), and
// the time each side used.
inline GameRecord game_from_moves(int number, const std::vector<std::string>& moves,
                                  std::chrono::microseconds time_a,
                                  std::chrono::microseconds time_b) {
    GameRecord game;
    game.setup.number = number;
    game.setup.opening = (number + 1) / 2;
    game.setup.black = number % 2 == 1 ? Side::A : Side::B;
    GameLine line;
    for (const std::string& text : moves)
        EXPECT_TRUE(line.play(*parse_move(text))) << text;
    game.moves = line.moves();
    game.black_discs = line.current().disc_count(Color::Black);
    game.white_discs = line.current().disc_count(Color::White);
    game.time_a.used = time_a;
    game.time_b.used = time_b;
    return game;
}

inline std::string written(const MatchHeader& header, const std::vector<GameRecord>& games) {
    std::ostringstream out;
    write_games(out, header, games);
    return out.str();
}

// `text` with the first `from` replaced by `to`; a test fails when `from` is not there.
inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

// A written (version 6) file as an earlier version wrote it: that version's first line, and no
// `args` line (version 6 added it).
inline std::string as_version(std::string text, int version) {
    text = replaced(text, "version 6\n", "version " + std::to_string(version) + "\n");
    const std::size_t args = text.find("\nargs");
    EXPECT_NE(args, std::string::npos);
    if (args != std::string::npos) text.erase(args + 1, text.find('\n', args + 1) - args);
    return text;
}

}  // namespace reversi::match::testing
