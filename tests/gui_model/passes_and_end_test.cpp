// SPDX-License-Identifier: GPL-3.0-or-later
// Passes are applied by themselves and announced; the match ends when neither side can move.
#include <gtest/gtest.h>

#include "fake_ports.hpp"
#include "model/match_controller.hpp"
#include "test_positions.hpp"

namespace reversi::gui {
namespace {

using namespace testing;

using PassesAndEnd = MatchFixture;

TEST_F(PassesAndEnd, TheCpuWithNoSquareIsSkippedAndThePlayerMovesAgain) {
    match.resume(MatchSetup{Level::Easy, Color::White, 1, position(kWhiteC1SkipsBlack), {}});
    ASSERT_TRUE(match.play(square("c1")));
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_FALSE(pause.running());
    EXPECT_TRUE(cpu.requests.empty());
    EXPECT_EQ(seen.events.back(), "skipped X");
    EXPECT_EQ(match.line().moves().back(), Move::pass());
}

TEST_F(PassesAndEnd, ThePlayerWithNoSquareIsSkippedAndTheCpuPlaysAgain) {
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kWhiteC1SkipsBlack), {}});
    pause.elapse();
    cpu.answer("c1");
    EXPECT_EQ(seen.events.back(), "skipped X");
    EXPECT_EQ(match.phase(), MatchPhase::CpuPausing);
    EXPECT_EQ(match.playable_squares(), 0u);
    pause.elapse();
    EXPECT_EQ(cpu.last_request().moves, (std::vector<Move>{move("c1"), Move::pass()}));
}

TEST_F(PassesAndEnd, TheMatchEndsWhenNeitherSideCanMoveEvenWithEmptySquares) {
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kBlackB2EndsTheMatch), {}});
    ASSERT_TRUE(match.play(square("b2")));
    EXPECT_EQ(match.phase(), MatchPhase::Over);
    EXPECT_GT(match.position().empty_count(), 0);
    EXPECT_EQ(match.result(), MatchResult::Win);
    EXPECT_EQ(match.playable_squares(), 0u);
    EXPECT_FALSE(pause.running());
    EXPECT_EQ(seen.events.back(), "over win");
    // Neither side is "skipped" at the end: nobody plays again.
    for (const std::string& event : seen.events)
        EXPECT_EQ(event.rfind("skipped", 0), std::string::npos) << event;
}

TEST_F(PassesAndEnd, TheSameEndingIsALossForTheOtherColor) {
    match.resume(MatchSetup{Level::Easy, Color::White, 1, position(kBlackB2EndsTheMatch), {}});
    pause.elapse();
    cpu.answer("b2");
    EXPECT_EQ(match.result(), MatchResult::Loss);
    for (const std::string& event : seen.events)
        EXPECT_EQ(event.rfind("skipped", 0), std::string::npos) << event;
}

TEST_F(PassesAndEnd, AnEqualCountIsADraw) {
    // A finished board, 32 discs each: resuming it shows the ending at once.
    std::string board;
    for (int row = 0; row < 8; ++row)
        board += row < 4 ? "XXXXXXXX" : "OOOOOOOO";
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(board + " X"), {}});
    EXPECT_EQ(match.phase(), MatchPhase::Over);
    EXPECT_EQ(match.result(), MatchResult::Draw);
}

TEST_F(PassesAndEnd, NoResultWhileTheMatchIsUnderWay) {
    match.start_new(Level::Easy, Color::Black, 1);
    EXPECT_EQ(match.result(), std::nullopt);
}

}  // namespace
}  // namespace reversi::gui
