// SPDX-License-Identifier: GPL-3.0-or-later
// Undo: back to the player's own last decision, cancelling a pending CPU reply.
#include <gtest/gtest.h>

#include "fake_ports.hpp"
#include "model/match_controller.hpp"
#include "test_positions.hpp"

namespace reversi::gui {
namespace {

using namespace testing;

class Undo : public MatchFixture {
protected:
    void cpu_replies(std::string_view reply) {
        pause.elapse();
        cpu.answer(reply);
    }
};

TEST_F(Undo, NothingToUndoBeforeThePlayerHasMoved) {
    match.start_new(Level::Easy, Color::Black, 1);
    EXPECT_FALSE(match.can_undo());
    EXPECT_FALSE(match.undo());
    EXPECT_EQ(match.position(), Position::start());
}

TEST_F(Undo, ThePlayersMoveAndTheCpusReplyComeOffTogether) {
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    cpu_replies("c3");
    ASSERT_TRUE(match.play(square("c4")));
    cpu_replies("c5");
    const Position before_c4 = [] {
        Position p = Position::start();
        for (const char* m : {"d3", "c3"})
            p = p.after(move(m));
        return p;
    }();
    ASSERT_TRUE(match.undo());
    EXPECT_EQ(match.position(), before_c4);
    EXPECT_EQ(match.line().moves().size(), 2u);
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_EQ(match.last_placed(), square("c3"));
    ASSERT_TRUE(match.undo());
    EXPECT_EQ(match.position(), Position::start());
    EXPECT_FALSE(match.can_undo());
}

TEST_F(Undo, DuringThePauseItCancelsTheReplyAndTakesBackThePlayersMove) {
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    ASSERT_TRUE(pause.running());
    ASSERT_TRUE(match.undo());
    EXPECT_FALSE(pause.running());
    EXPECT_TRUE(cpu.requests.empty());
    EXPECT_EQ(match.position(), Position::start());
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
}

TEST_F(Undo, DuringTheSearchItCancelsTheReplyAndTakesBackThePlayersMove) {
    match.start_new(Level::Easy, Color::Black, 1);
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    ASSERT_TRUE(cpu.pending());
    ASSERT_TRUE(match.undo());
    EXPECT_FALSE(cpu.pending());
    EXPECT_GE(cpu.cancels, 1);
    EXPECT_EQ(match.position(), Position::start());
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
}

TEST_F(Undo, ItNeverRemovesTheCpusOpeningMoveWhenThePlayerIsWhite) {
    match.start_new(Level::Easy, Color::White, 1);
    EXPECT_FALSE(match.undo());  // during the CPU's opening pause
    cpu_replies("f5");
    EXPECT_FALSE(match.can_undo());
    EXPECT_FALSE(match.undo());
    EXPECT_EQ(match.line().moves().size(), 1u);
    ASSERT_TRUE(match.play(square("f6")));
    cpu_replies("e6");
    ASSERT_TRUE(match.undo());
    EXPECT_EQ(match.line().moves(), (std::vector<Move>{move("f5")}));
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_FALSE(match.undo());
}

TEST_F(Undo, PassesBetweenThePlayersMoveAndTheNextDecisionComeOffToo) {
    // White (the player) plays a8; Black replies a1, White has no square and is skipped,
    // Black plays h1: one undo takes back all four.
    const Position start =
        position("-XXXOO--OOOOOOOOOOXXOOO-OXXOXOO-OXXOOO--XXOOO-O-XXOOO-----X----- O");
    match.resume(MatchSetup{Level::Easy, Color::White, 1, start, {}});
    ASSERT_TRUE(match.play(square("a8")));
    cpu_replies("a1");
    ASSERT_EQ(match.phase(), MatchPhase::CpuPausing) << "White was skipped";
    cpu_replies("h1");
    ASSERT_EQ(match.phase(), MatchPhase::PlayerToMove);
    ASSERT_EQ(match.line().moves().size(), 4u);
    ASSERT_TRUE(match.undo());
    EXPECT_EQ(match.position(), start);
    EXPECT_TRUE(match.line().moves().empty());
}

TEST_F(Undo, ItNeverStopsInTheMiddleOfTheCpusTurn) {
    const Position start =
        position("-XXXOO--OOOOOOOOOOXXOOO-OXXOXOO-OXXOOO--XXOOO-O-XXOOO-----X----- O");
    match.resume(MatchSetup{Level::Easy, Color::White, 1, start, {}});
    ASSERT_TRUE(match.play(square("a8")));
    cpu_replies("a1");
    // White was skipped and the CPU is about to play again: undo goes past all of it.
    ASSERT_TRUE(match.undo());
    EXPECT_EQ(match.position(), start);
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_FALSE(pause.running());
}

TEST_F(Undo, ReplayingTheSameSquareAsksTheSameQuestion) {
    match.start_new(Level::Hard, Color::Black, 77);
    ASSERT_TRUE(match.play(square("d3")));
    cpu_replies("c3");
    ASSERT_TRUE(match.play(square("c4")));
    pause.elapse();
    const client::MoveRequest first = cpu.last_request();
    cpu.answer("c5");
    ASSERT_TRUE(match.undo());
    ASSERT_TRUE(match.play(square("c4")));
    pause.elapse();
    const client::MoveRequest again = cpu.last_request();
    EXPECT_EQ(again.base, first.base);
    EXPECT_EQ(again.moves, first.moves);
    EXPECT_EQ(again.seed, first.seed);
    EXPECT_EQ(again.level, first.level);
}

TEST_F(Undo, AfterTheMatchEndedTheMatchGoesOn) {
    const Position start = position(kBlackB2EndsTheMatch);
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, start, {}});
    ASSERT_TRUE(match.play(square("b2")));
    ASSERT_EQ(match.phase(), MatchPhase::Over);
    ASSERT_TRUE(match.undo());
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_EQ(match.result(), std::nullopt);
    EXPECT_EQ(match.position(), start);
}

TEST_F(Undo, AMatchThatEndsAgainAfterUndoIsReportedAsNotItsFirstEnding) {
    const Position start = position(kBlackB2EndsTheMatch);
    match.resume(MatchSetup{Level::Easy, Color::Black, 1, start, {}});
    ASSERT_TRUE(match.play(square("b2")));
    ASSERT_TRUE(match.undo());
    ASSERT_TRUE(match.play(square("b2")));
    EXPECT_EQ(seen.events,
              (std::vector<std::string>{"resumed", "placed X b2 turning 5", "over win",
                                        "taken back", "placed X b2 turning 5", "over win again"}));
}

}  // namespace
}  // namespace reversi::gui
