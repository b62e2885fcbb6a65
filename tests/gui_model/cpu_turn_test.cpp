// SPDX-License-Identifier: GPL-3.0-or-later
// The CPU's turn: the pause, the request with the whole line, stale replies, engine failures.
#include <gtest/gtest.h>

#include "fake_ports.hpp"
#include "model/match_controller.hpp"

namespace reversi::gui {
namespace {

using namespace testing;

class CpuTurn : public MatchFixture {
protected:
    void SetUp() override {
        MatchFixture::SetUp();
        match.start_new(Level::Normal, Color::Black, 1234);
    }
};

TEST_F(CpuTurn, TheEngineIsAskedOnlyAfterThePause) {
    ASSERT_TRUE(match.play(square("d3")));
    EXPECT_TRUE(pause.running());
    EXPECT_EQ(pause.last_delay, kCpuPause);
    EXPECT_TRUE(cpu.requests.empty());
    pause.elapse();
    EXPECT_EQ(cpu.requests.size(), 1u);
    EXPECT_EQ(match.phase(), MatchPhase::CpuThinking);
}

TEST_F(CpuTurn, TheRequestCarriesTheWholeLineTheOpponentAndTheSeed) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    cpu.answer("c3");
    ASSERT_TRUE(match.play(square("c4")));
    pause.elapse();
    const client::MoveRequest& request = cpu.last_request();
    EXPECT_EQ(request.base, Position::start());
    EXPECT_EQ(request.moves, (std::vector<Move>{move("d3"), move("c3"), move("c4")}));
    EXPECT_EQ(request.level, Level::Normal);
    EXPECT_EQ(request.seed, 1234u);
}

TEST_F(CpuTurn, EachRequestHasANewTag) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    cpu.answer("c3");
    ASSERT_TRUE(match.play(square("c4")));
    pause.elapse();
    ASSERT_EQ(cpu.requests.size(), 2u);
    EXPECT_NE(cpu.requests[0].tag, cpu.requests[1].tag);
}

TEST_F(CpuTurn, TheReplyIsPlayedAndTheTurnComesBack) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    cpu.answer("c3");
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_EQ(match.last_placed(), square("c3"));
    EXPECT_EQ(seen.events.back(), "placed O c3 turning 1");
    EXPECT_NE(match.playable_squares(), 0u);
}

TEST_F(CpuTurn, AReplyToAnOlderRequestIsDropped) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    const std::uint64_t old_tag = cpu.last_request().tag;
    ASSERT_TRUE(match.undo());
    ASSERT_TRUE(match.play(square("f5")));
    pause.elapse();
    const Position waiting = match.position();
    client::MoveReply stale;
    stale.tag = old_tag;
    stale.move = move("c3");  // legal after d3, and not the answer to the current request
    cpu.deliver_late(stale);
    EXPECT_EQ(match.position(), waiting);
    EXPECT_EQ(match.phase(), MatchPhase::CpuThinking);
    cpu.answer("f6");
    EXPECT_EQ(match.last_placed(), square("f6"));
}

TEST_F(CpuTurn, AReplyThatArrivesAfterANewMatchStartedIsDropped) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    const client::MoveRequest old_request = cpu.last_request();
    match.start_new(Level::Easy, Color::Black, 5);
    client::MoveReply stale;
    stale.tag = old_request.tag;
    stale.move = move("c3");
    cpu.deliver_late(stale);
    EXPECT_EQ(match.position(), Position::start());
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
}

TEST_F(CpuTurn, AReplyThatArrivesAfterAnUndoIsDropped) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    client::MoveReply stale;
    stale.tag = cpu.last_request().tag;
    stale.move = move("c3");
    ASSERT_TRUE(match.undo());
    cpu.deliver_late(stale);
    EXPECT_EQ(match.position(), Position::start());
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
    EXPECT_EQ(seen.events.back(), "taken back");
}

TEST_F(CpuTurn, AReplyToTheRequestBeforeARetryIsDropped) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    client::MoveReply stale;
    stale.tag = cpu.last_request().tag;
    stale.move = move("c3");
    cpu.fail(client::EngineFault::Crashed);
    ASSERT_TRUE(match.retry_cpu());
    const Position waiting = match.position();
    cpu.deliver_late(stale);  // the first engine's answer, after it was restarted
    EXPECT_EQ(match.position(), waiting);
    EXPECT_EQ(match.phase(), MatchPhase::CpuThinking);
    cpu.answer("e3");
    EXPECT_EQ(match.last_placed(), square("e3"));
}

TEST_F(CpuTurn, AReplyDeliveredTwiceIsPlayedOnce) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    client::MoveReply reply;
    reply.tag = cpu.last_request().tag;
    reply.move = move("c3");
    cpu.deliver_late(reply);
    ASSERT_EQ(match.line().moves().size(), 2u);
    cpu.deliver_late(reply);
    EXPECT_EQ(match.line().moves().size(), 2u);
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
}

TEST_F(CpuTurn, APauseThatEndsAfterANewMatchStartedAsksNothing) {
    ASSERT_TRUE(match.play(square("d3")));
    match.start_new(Level::Easy, Color::Black, 5);
    EXPECT_FALSE(pause.running());
    EXPECT_TRUE(cpu.requests.empty());
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
}

TEST_F(CpuTurn, AnIllegalReplyIsNotPlayed) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    const Position waiting = match.position();
    cpu.answer("a1");
    EXPECT_EQ(match.position(), waiting);
    EXPECT_EQ(match.phase(), MatchPhase::CpuFailed);
}

TEST_F(CpuTurn, APassWhileTheCpuHasASquareIsNotPlayed) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    cpu.answer("pass");
    EXPECT_EQ(match.phase(), MatchPhase::CpuFailed);
    EXPECT_EQ(match.line().moves().size(), 1u);
}

TEST_F(CpuTurn, RepeatedEngineFailureKeepsTheMatchAndRetryAsksAgainWithTheSameLine) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    const Position waiting = match.position();
    cpu.fail(client::EngineFault::Crashed);
    EXPECT_EQ(match.phase(), MatchPhase::CpuFailed);
    EXPECT_EQ(match.position(), waiting);
    EXPECT_EQ(seen.events.back(), "failed: the engine crashed");
    EXPECT_EQ(match.playable_squares(), 0u);
    ASSERT_TRUE(match.retry_cpu());
    EXPECT_EQ(match.phase(), MatchPhase::CpuThinking);
    ASSERT_EQ(cpu.requests.size(), 2u);
    EXPECT_EQ(cpu.requests[1].moves, cpu.requests[0].moves);
    EXPECT_NE(cpu.requests[1].tag, cpu.requests[0].tag);
    cpu.answer("c3");
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
}

TEST_F(CpuTurn, RetryIsRefusedWhenNothingFailed) {
    EXPECT_FALSE(match.retry_cpu());
    EXPECT_TRUE(cpu.requests.empty());
}

TEST_F(CpuTurn, UndoAfterAFailureTakesBackThePlayersMove) {
    ASSERT_TRUE(match.play(square("d3")));
    pause.elapse();
    cpu.fail(client::EngineFault::TimedOut);
    ASSERT_TRUE(match.undo());
    EXPECT_EQ(match.position(), Position::start());
    EXPECT_EQ(match.phase(), MatchPhase::PlayerToMove);
}

}  // namespace
}  // namespace reversi::gui
