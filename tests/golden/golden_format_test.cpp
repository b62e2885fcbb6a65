// SPDX-License-Identifier: GPL-3.0-or-later
// The golden-game loader: what it accepts is exactly what the format allows, and a file that
// is wrong anywhere is rejected with the line it is wrong on.
#include <gtest/gtest.h>

#include "golden/golden_game.hpp"

namespace reversi::golden {
namespace {

const std::string kHeader =
    "reversi-golden-game 1\nlevel hard\nseed 7\nhuman black\nscript easy 3\n";

// A real (short) game: Black wipes White out in nine moves.
const std::string kMoves =
    "1 black human d3\n2 white cpu c3\n3 black human b3\n4 white cpu d2\n5 black human e1\n"
    "6 white cpu d6\n7 black human d7\n8 white cpu e3\n9 black human f4\n";

std::optional<GoldenGame> parse(const std::string& text, std::string& error) {
    auto parsed = parse_golden_game(text);
    error = std::move(parsed.error);
    return std::move(parsed.value);
}

TEST(GoldenFormat, ReadsACompleteGame) {
    std::string error;
    const auto game = parse(kHeader + kMoves + "final black 13 white 0\n", error);
    ASSERT_TRUE(game.has_value()) << error;
    EXPECT_EQ(game->level, Level::Hard);
    EXPECT_EQ(game->seed, 7u);
    EXPECT_EQ(game->human, Color::Black);
    EXPECT_EQ(game->moves.size(), 9u);
    EXPECT_TRUE(game->moves[1].by_cpu);
    EXPECT_EQ(game->black, 13);
}

TEST(GoldenFormat, WritingThenReadingGivesTheSameGame) {
    const GoldenGame played = play_golden_game({Level::Normal, 5, Color::White, Level::Easy, 9});
    std::string error;
    const auto read = parse(format_golden_game(played), error);
    ASSERT_TRUE(read.has_value()) << error;
    EXPECT_EQ(format_golden_game(*read), format_golden_game(played));
}

TEST(GoldenFormat, RejectsWrongFinalCounts) {
    std::string error;
    EXPECT_FALSE(parse(kHeader + kMoves + "final black 12 white 1\n", error));
    EXPECT_NE(error.find("final counts"), std::string::npos);
}

TEST(GoldenFormat, RejectsAGameThatIsNotOver) {
    std::string error;
    EXPECT_FALSE(parse(kHeader + "1 black human d3\nfinal black 4 white 1\n", error));
    EXPECT_NE(error.find("not over"), std::string::npos);
}

TEST(GoldenFormat, RejectsAnIllegalMoveNamingItsLine) {
    std::string error;
    EXPECT_FALSE(parse(kHeader + "1 black human a1\nfinal black 2 white 2\n", error));
    EXPECT_NE(error.find("line 6"), std::string::npos) << error;
}

TEST(GoldenFormat, RejectsTheWrongSideOrPlayer) {
    std::string error;
    EXPECT_FALSE(parse(kHeader + "1 white cpu d3\nfinal black 2 white 2\n", error));
    EXPECT_FALSE(parse(kHeader + "1 black cpu d3\nfinal black 2 white 2\n", error));
}

TEST(GoldenFormat, RejectsMisnumberedPliesAndBadHeaders) {
    std::string error;
    EXPECT_FALSE(parse(kHeader + "2 black human d3\nfinal black 4 white 1\n", error));
    EXPECT_FALSE(parse("reversi-golden-game 2\nlevel hard\nseed 7\nhuman black\nscript easy 3\n" +
                           kMoves + "final black 13 white 0\n",
                       error));
    EXPECT_FALSE(parse("reversi-golden-game 1\nlevel expert\nseed 7\nhuman black\nscript easy 3\n" +
                           kMoves + "final black 13 white 0\n",
                       error));
    EXPECT_FALSE(parse("", error));
}

TEST(GoldenFormat, CommentsAndBlankLinesAreIgnored) {
    std::string error;
    EXPECT_TRUE(
        parse("# note\n\n" + kHeader + "# moves\n" + kMoves + "\nfinal black 13 white 0\n", error))
        << error;
}

}  // namespace
}  // namespace reversi::golden
