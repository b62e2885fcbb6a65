// SPDX-License-Identifier: GPL-3.0-or-later
// The games file: games written are read back the same, and a line that does not replay
// exactly (an illegal move, a game not over, a wrong score) refuses the file.
#include <gtest/gtest.h>

#include "train/game_record.hpp"
#include "train/self_play.hpp"

namespace reversi::train {
namespace {

SelfPlaySettings quick() {
    SelfPlaySettings s;
    s.nodes = 300;
    s.solve_empties = 8;
    return s;
}

std::vector<PlayedGame> some_games() {
    return {play_game(7, 0, quick()), play_game(7, 1, quick()), play_game(7, 5, quick())};
}

TEST(GamesFile, GamesRoundTrip) {
    const std::vector<PlayedGame> games = some_games();
    const std::string text = games_text(games, "a test\nsecond line");
    EXPECT_TRUE(text.starts_with("# reversi-train games 1\n# a test\n# second line\ngame 0 "));
    const ParsedGames parsed = parse_games(text);
    ASSERT_TRUE(parsed.games) << parsed.error;
    EXPECT_EQ(*parsed.games, games);
}

// Replaces the first occurrence of `from` in the first game line with `to`.
std::string edited(const std::string& text, const std::string& from, const std::string& to) {
    std::string copy = text;
    const std::size_t at = copy.find(from, copy.find("\ngame "));
    EXPECT_NE(at, std::string::npos) << from;
    copy.replace(at, from.size(), to);
    return copy;
}

TEST(GamesFile, ALineThatDoesNotReplayRefusesTheFileNamingTheLine) {
    std::vector<PlayedGame> games = some_games();
    const std::string text = games_text(games, "refusals");
    const std::string score = " black-score " + std::to_string(games[0].black_score) + " ";
    const std::string first_moves =
        " moves " + std::string(text.substr(text.find(" moves ") + 7, 2));
    struct Case {
        std::string text;
        std::string reason;
    };
    const std::vector<Case> cases{
        {edited(text, score, " black-score " + std::to_string(games[0].black_score + 2) + " "),
         "black-score"},
        {edited(text, first_moves, " moves a1"), "not legal"},
        {text.substr(0, text.rfind(' ')) + "\n", "not over"},
        {edited(text, " random ", " randm "), "expected"},
        {edited(text, " solved ", " solved 999"), "number"},
        {text.substr(0, text.size() - 1), "no line end"},
        {"game 0\n", "not a games file"},
    };
    for (const Case& c : cases) {
        const ParsedGames parsed = parse_games(c.text);
        EXPECT_FALSE(parsed.games) << c.reason;
        EXPECT_NE(parsed.error.find(c.reason), std::string::npos) << parsed.error;
    }
    EXPECT_NE(parse_games(cases[0].text).error.find("line 3"), std::string::npos);
}

}  // namespace
}  // namespace reversi::train
