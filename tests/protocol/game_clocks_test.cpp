// SPDX-License-Identifier: GPL-3.0-or-later
// The clock rules of a game record (NBoard's `set game` and `move`): where each side's clock
// starts, what each move takes off it and adds to it, and the grace a clock gets once.
#include <gtest/gtest.h>

#include <chrono>

#include "ggf/ggf_reader.hpp"
#include "protocol/game_clocks.hpp"

namespace reversi {
namespace {

constexpr std::string_view kStartBoard =
    "BO[8 ---------------------------O*------*O--------------------------- *]";

GameClocks clocks_of(std::string_view properties) {
    const GgfResult result = parse_ggf("(;GM[Othello]" + std::string(properties) + ";)");
    EXPECT_TRUE(result.game) << result.error;
    return result.game ? GameClocks::at_end_of(*result.game) : GameClocks{};
}

// Each side's clock starts from TI (or TB, TW) and loses the time its moves took, then gains the
// increment; a record without a clock, or with a clock of 0, gives none.
TEST(GameClocks, TheClocksAtTheEndOfTheRecordCountTheMovesTimes) {
    const std::string board(kStartBoard);
    const GameClocks clocks =
        clocks_of("TI[5:00/2]TW[1:00]" + board + "B[F5//10.5]W[F6/1/20]B[E6//0.25]");
    const auto black = clocks.reading(Color::Black);
    const auto white = clocks.reading(Color::White);
    ASSERT_TRUE(black && white);
    EXPECT_EQ(black->remaining, std::chrono::milliseconds(300'000 - 10'500 + 2'000 - 250 + 2'000));
    EXPECT_EQ(black->increment, std::chrono::seconds(2));
    EXPECT_EQ(white->remaining, std::chrono::seconds(40));
    EXPECT_FALSE(clocks_of(board).reading(Color::Black));
    EXPECT_FALSE(clocks_of("TI[0]" + board).reading(Color::White));
}

// The last clock a record gives a side counts: TI sets both, TB and TW one each.
TEST(GameClocks, TheLastClockGivenToASideCounts) {
    const std::string board(kStartBoard);
    const GameClocks clocks = clocks_of("TB[1:00]TI[2:00]TW[3:00]" + board);
    EXPECT_EQ(clocks.reading(Color::Black)->remaining, std::chrono::minutes(2));
    EXPECT_EQ(clocks.reading(Color::White)->remaining, std::chrono::minutes(3));
}

// A written pass is a move (it gains the increment); a pass the record left out is not.
TEST(GameClocks, OnlyAWrittenPassGainsTheIncrement) {
    const std::string board =
        "TI[1:00/5]BO[8 ----------------------------------------------------------OOOOO* O]";
    EXPECT_EQ(clocks_of(board + "W[PA]B[B8]").reading(Color::White)->remaining,
              std::chrono::seconds(65));
    EXPECT_EQ(clocks_of(board + "B[B8]").reading(Color::White)->remaining,
              std::chrono::seconds(60));
}

// The clocks the writer gives (TB, TW of a game in progress) are read back to the millisecond.
TEST(GameClocks, TheWritersClocksStartToTheMillisecond) {
    const GameClocks clocks = clocks_of("TB[00:09.950/00:00.100/00:00]TW[12:34.001/00:00/00:00]" +
                                        std::string(kStartBoard));
    const auto black = clocks.reading(Color::Black);
    const auto white = clocks.reading(Color::White);
    ASSERT_TRUE(black && white);
    EXPECT_EQ(black->remaining, std::chrono::milliseconds(9'950));
    EXPECT_EQ(black->increment, std::chrono::milliseconds(100));
    EXPECT_EQ(white->remaining, std::chrono::milliseconds(754'001));
}

// The first time a clock runs out it gets the grace period (2 minutes unless the clock says).
TEST(GameClocks, AClockThatRunsOutGetsItsGraceOnce) {
    GameClocks clocks;
    clocks.start(Color::Black, GgfClock{std::chrono::seconds(10), {}, std::chrono::seconds(30)});
    clocks.moved(Color::Black, std::chrono::seconds(15));
    EXPECT_EQ(clocks.reading(Color::Black)->remaining, std::chrono::seconds(25));
    clocks.moved(Color::Black, std::chrono::seconds(40));
    EXPECT_EQ(clocks.reading(Color::Black)->remaining, std::chrono::seconds(0));
}

}  // namespace
}  // namespace reversi
