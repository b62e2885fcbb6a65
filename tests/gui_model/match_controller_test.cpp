// SPDX-License-Identifier: GPL-3.0-or-later
// Starting a match, the dots, and the player's clicks.
#include <gtest/gtest.h>

#include "fake_ports.hpp"
#include "model/match_controller.hpp"
#include "test_positions.hpp"

namespace reversi::gui {
namespace {

using namespace testing;

using MatchStart = MatchFixture;

TEST_F(MatchStart, NothingIsPlayableBeforeAMatchStarts) {
    EXPECT_FALSE(match.has_match());
    EXPECT_EQ(match.playable_squares(), 0u);
    EXPECT_FALSE(match.play(square("d3")));
}

TEST_F(MatchStart, BlackPlayerMovesFirstFromTheCentrePosition) {
    match.start_new(Level::Easy, Color::Black, 42);
    EXPECT_EQ(match.position(), Position::start());
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_EQ(match.setup().seed, 42u);
    EXPECT_EQ(match.setup().opponent, Level::Easy);
    EXPECT_TRUE(cpu.requests.empty());
    EXPECT_FALSE(pause.running());
}

TEST_F(MatchStart, WhitePlayerLetsTheCpuOpenAfterThePause) {
    match.start_new(Level::Hard, Color::White, 7);
    EXPECT_EQ(match.phase(), MatchPhase::CpuPausing);
    EXPECT_TRUE(cpu.requests.empty()) << "nothing is asked before the pause ends";
    pause.elapse();
    ASSERT_EQ(cpu.requests.size(), 1u);
    EXPECT_EQ(cpu.last_request().base, Position::start());
    EXPECT_TRUE(cpu.last_request().moves.empty());
    cpu.answer("f5");
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_EQ(match.last_placed(), square("f5"));
}

TEST_F(MatchStart, EveryNewMatchStartsFromTheCentreWithItsOwnSeedAndColor) {
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    match.start_new(Level::Normal, Color::White, 2);
    EXPECT_EQ(match.position(), Position::start());
    EXPECT_EQ(match.setup().seed, 2u);
    EXPECT_EQ(match.player_color(), Color::White);
    EXPECT_FALSE(match.can_undo());
    EXPECT_EQ(match.last_placed(), std::nullopt);
}

// Whether starting another match would lose something of the player's (then they are asked).
TEST_F(MatchStart, AMatchIsInProgressOnceThePlayerHasMovedUntilItEnds) {
    EXPECT_FALSE(match.in_progress());
    match.start_new(Level::Easy, Color::White, 1);
    pause.elapse();
    cpu.answer("f5");
    EXPECT_FALSE(match.in_progress()) << "only the CPU's opening: nothing of the player's yet";
    ASSERT_TRUE(match.play(square("f6")));
    EXPECT_TRUE(match.in_progress());
    ASSERT_TRUE(match.undo());
    EXPECT_FALSE(match.in_progress()) << "undone back to the start";
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, position(kBlackB2EndsTheMatch), {}});
    EXPECT_TRUE(match.in_progress()) << "a match resumed from an earlier session";
    ASSERT_TRUE(match.play(square("b2")));
    EXPECT_FALSE(match.in_progress()) << "a match that ended has nothing left to lose";
}

TEST_F(MatchStart, DotsAreExactlyTheLegalSquaresOnThePlayersTurn) {
    match.start_new(Level::Easy, Color::Black, 1);
    EXPECT_EQ(match.playable_squares(), Position::start().legal_moves());
    EXPECT_EQ(popcount(match.playable_squares()), 4);
}

TEST_F(MatchStart, AnIllegalSquareDoesNothing) {
    match.start_new(Level::Easy, Color::Black, 1);
    EXPECT_FALSE(match.play(square("a1")));
    EXPECT_FALSE(match.play(square("d4")));  // occupied
    EXPECT_FALSE(match.play(-1));
    EXPECT_FALSE(match.play(64));
    EXPECT_EQ(match.position(), Position::start());
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_EQ(seen.events, (std::vector<std::string>{"started"}));
}

TEST_F(MatchStart, APlayerMoveTurnsDiscsAndHandsTheTurnToTheCpu) {
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    EXPECT_EQ(match.position().disc_count(Color::Black), 4);
    EXPECT_EQ(match.position().disc_count(Color::White), 1);
    EXPECT_EQ(match.last_placed(), square("d3"));
    EXPECT_EQ(match.phase(), MatchPhase::CpuPausing);
    EXPECT_EQ(seen.events, (std::vector<std::string>{"started", "placed X d3 turning 1"}));
}

TEST_F(MatchStart, NothingIsPlayableOnTheCpusTurn) {
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    EXPECT_EQ(match.playable_squares(), 0u);
    const Position waiting = match.position();
    EXPECT_FALSE(match.play(square("c3")));  // legal for White, but it is not the player's turn
    pause.elapse();
    EXPECT_EQ(match.playable_squares(), 0u);
    EXPECT_FALSE(match.play(square("c3")));
    EXPECT_EQ(match.position(), waiting);
}

TEST_F(MatchStart, ADestroyedMatchCancelsItsPendingCpuTurn) {
    {
        MatchController doomed(cpu, pause);
        doomed.start_new(Level::Easy, Color::Black, 1);
        ASSERT_TRUE(doomed.play(square("d3")));
        pause.elapse();
        ASSERT_TRUE(cpu.pending());
    }
    EXPECT_FALSE(cpu.pending());
    EXPECT_FALSE(pause.running());
}

TEST_F(MatchStart, AResumedMatchContinuesFromItsPositionWithNothingToUndo) {
    const Position saved =
        position("---XO------O-X---XXXX------XX------XX-------X------------------- O");
    match.resume(MatchSetup{Level::Normal, Color::White, 99, saved, {}});
    EXPECT_EQ(match.position(), saved);
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_FALSE(match.can_undo());
    EXPECT_FALSE(match.undo());
    EXPECT_EQ(seen.events, (std::vector<std::string>{"resumed"}));
    ASSERT_TRUE(match.play(square("c1")));
    EXPECT_TRUE(match.can_undo());
}

TEST_F(MatchStart, AResumedMatchKeepsItsLastMoveMarkUntilTheNextMove) {
    const Position saved =
        position("---XO------O-X---XXXX------XX------XX-------X------------------- O");
    match.resume(MatchSetup{Level::Normal, Color::White, 99, saved, square("e1")});
    EXPECT_EQ(match.last_placed(), square("e1"));
    ASSERT_TRUE(match.play(square("c1")));
    EXPECT_EQ(match.last_placed(), square("c1"));
}

TEST_F(MatchStart, AResumedMatchOnTheCpusTurnAsksTheCpuFromThatPosition) {
    const Position saved =
        position("---XO------O-X---XXXX------XX------XX-------X------------------- O");
    match.resume(MatchSetup{Level::Normal, Color::Black, 99, saved, {}});
    EXPECT_EQ(match.phase(), MatchPhase::CpuPausing);
    pause.elapse();
    EXPECT_EQ(cpu.last_request().base, saved);
    EXPECT_TRUE(cpu.last_request().moves.empty());
    EXPECT_EQ(cpu.last_request().seed, 99u);
}

}  // namespace
}  // namespace reversi::gui
