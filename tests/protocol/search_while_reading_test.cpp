// SPDX-License-Identifier: GPL-3.0-or-later
// The three protocols while a search runs: input is read all the time, `stop`, `isready`,
// `quit` and the end of input act on the running search, every other line waits for it, and
// `perft` stops like a search. Driven through a pipe, as the engine's standard input is.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/notation.hpp"
#include "live_session.hpp"
#include "protocol/gtp_session.hpp"
#include "protocol/nboard_session.hpp"
#include "protocol/session.hpp"

namespace reversi {
namespace {

using testing_support::index_of;
using testing_support::LiveSession;
using Lines = std::vector<std::string>;

// The first move of an `info` line's principal variation.
std::string first_pv_move(const std::string& info) {
    const std::size_t pv = info.find(" pv ");
    return info.substr(pv + 4, info.find(' ', pv + 4) - pv - 4);
}

// The move of a `bestmove M [ponder P]` line, as `bestmove M`.
std::string move_part(const std::string& bestmove) {
    return bestmove.substr(0, bestmove.find(' ', 9));
}

std::size_t count_starting(const Lines& lines, std::string_view prefix) {
    return static_cast<std::size_t>(std::count_if(
        lines.begin(), lines.end(), [&](const std::string& l) { return l.starts_with(prefix); }));
}

TEST(SearchWhileReading, StopAnswersWithTheMoveOfTheDeepestFinishedIteration) {
    LiveSession<ProtocolSession> session;
    session.send("go infinite");
    ASSERT_TRUE(session.wait_for("info depth 4"));
    session.send("stop");
    ASSERT_TRUE(session.wait_for("bestmove "));
    const Lines lines = session.lines();
    const std::size_t best = index_of(lines, "bestmove ");
    ASSERT_GT(best, 0u);
    EXPECT_TRUE(lines[best - 1].starts_with("info depth ")) << lines[best - 1];
    EXPECT_EQ(move_part(lines[best]), "bestmove " + first_pv_move(lines[best - 1]));
    EXPECT_EQ(count_starting(lines, "bestmove "), 1u);
}

// The `time` of an `info` line, in milliseconds.
long info_time(const std::string& info) {
    const std::size_t at = info.find(" time ");
    return std::stol(info.substr(at + 6, info.find(' ', at + 6) - at - 6));
}

// A `go movetime` sent while another search runs waits for it, then gets its whole time: had it
// counted from its read, its time would be spent before it started, and it would answer at
// once without finishing an iteration.
TEST(SearchWhileReading, AQueuedMoveTimeCountsFromItsOwnStart) {
    LiveSession<ProtocolSession> session;
    session.send("go movetime 300");
    session.send("position startpos moves f5 d6");
    session.send("go movetime 300");
    session.send("");
    ASSERT_TRUE(session.wait_for("bestmove ", 1));
    const Lines lines = session.lines();
    const std::size_t first = index_of(lines, "bestmove ");
    const auto second =
        std::find_if(lines.begin() + static_cast<std::ptrdiff_t>(first) + 1, lines.end(),
                     [](const std::string& l) { return l.starts_with("info depth "); });
    EXPECT_NE(second, lines.end()) << "the second search finished no iteration";
}

// The `time` a queued search reports counts from its own start, not from when it was read.
TEST(SearchWhileReading, AQueuedSearchDoesNotCountItsWaitInItsTime) {
    LiveSession<ProtocolSession> session;
    session.send("go movetime 1000");
    session.send("go depth 1");
    session.send("");
    ASSERT_TRUE(session.wait_for("bestmove ", 1));
    const Lines lines = session.lines();
    const std::size_t first = index_of(lines, "bestmove ");
    ASSERT_LT(first + 1, lines.size());
    ASSERT_TRUE(lines[first + 1].starts_with("info depth 1 ")) << lines[first + 1];
    EXPECT_LT(info_time(lines[first + 1]), 1000) << lines[first + 1];
}

TEST(SearchWhileReading, IsReadyIsAnsweredWhileTheSearchGoesOn) {
    LiveSession<ProtocolSession> session;
    session.send("go infinite");
    ASSERT_TRUE(session.wait_for("info depth 2"));
    session.send("isready");
    ASSERT_TRUE(session.wait_for("readyok"));
    EXPECT_EQ(index_of(session.lines(), "bestmove "), session.lines().size());
    session.send("stop");
    ASSERT_TRUE(session.wait_for("bestmove "));
    const Lines lines = session.lines();
    EXPECT_LT(index_of(lines, "readyok"), index_of(lines, "bestmove "));
}

// With Threads 2 and 3 an exact solve (FFO #45, 24 empties: seconds) shares its threads; it
// still answers `isready` at once and `stop` with the move of its last finished iteration.
TEST(SearchWhileReading, AThreadedSolveAnswersIsReadyAndStop) {
    for (const char* threads : {"2", "3"}) {
        LiveSession<ProtocolSession> session;
        session.send(std::string("setoption name Threads value ") + threads);
        session.send(
            "position board ---XXXX-X-XXXO--XXOXOO--XXXOXO--XXOXXO---OXXXOO-O-OOOO------OO-- X");
        session.send("go depth 60");
        ASSERT_TRUE(session.wait_for("info depth 2"));
        session.send("isready");
        ASSERT_TRUE(session.wait_for("readyok"));
        EXPECT_EQ(index_of(session.lines(), "bestmove "), session.lines().size());
        session.send("stop");
        ASSERT_TRUE(session.wait_for("bestmove "));
        const Lines lines = session.lines();
        const std::size_t best = index_of(lines, "bestmove ");
        // The last iteration's line (a progress line, which has no depth, may follow it).
        std::size_t last = best;
        while (last > 0 && !lines[last - 1].starts_with("info depth "))
            --last;
        ASSERT_GT(last, 0u);
        EXPECT_EQ(move_part(lines[best]), "bestmove " + first_pv_move(lines[last - 1]));
        EXPECT_EQ(lines[last - 1].find("depth 24"), std::string::npos) << "not stopped";
    }
}

// One rule for every other command: it waits for the search to end, then is carried out in the
// order it came, and an `isready` behind it answers after it.
TEST(SearchWhileReading, OtherCommandsWaitForTheSearchAndKeepTheirOrder) {
    LiveSession<ProtocolSession> session;
    session.send("go infinite");
    ASSERT_TRUE(session.wait_for("info depth 2"));
    session.send("play d3");
    session.send("legal");
    session.send("isready");
    session.send("stop");
    ASSERT_TRUE(session.wait_for("readyok"));
    const Lines lines = session.lines();
    const std::size_t best = index_of(lines, "bestmove ");
    ASSERT_LT(best, lines.size());
    EXPECT_EQ(lines[best + 1], "legal c3 e3 c5");  // after d3, which also waited
    EXPECT_EQ(lines[best + 2], "readyok");
}

// `quit` stops the search as soon as it is read, even behind other lines, which are still
// carried out before the session ends.
TEST(SearchWhileReading, QuitStopsTheSearchWhichStillAnswers) {
    LiveSession<ProtocolSession> session;
    session.send("go infinite");
    ASSERT_TRUE(session.wait_for("info depth 2"));
    session.send("legal");
    session.send("quit");
    session.send("isready");
    session.join();  // returns although input stays open
    const Lines lines = session.lines();
    ASSERT_GE(lines.size(), 2u);
    EXPECT_TRUE(lines[lines.size() - 2].starts_with("bestmove ")) << lines[lines.size() - 2];
    EXPECT_EQ(lines.back(), "legal d3 c4 f5 e6");
}

TEST(SearchWhileReading, EndOfInputStopsTheSearchWhichStillAnswers) {
    LiveSession<ProtocolSession> session;
    session.send("go depth 60");
    ASSERT_TRUE(session.wait_for("info depth 3"));
    session.close_input();
    session.join();
    EXPECT_TRUE(session.lines().back().starts_with("bestmove ")) << session.lines().back();
}

// Nothing could stop `go infinite` once input has ended, so it stops then; the lines read
// before the end are still carried out, in order.
TEST(SearchWhileReading, AnInfiniteSearchStopsWhenInputEnds) {
    for (const bool running : {true, false}) {  // input ends during the search, or before it
        LiveSession<ProtocolSession> session;
        session.send("go infinite");
        if (running) {
            ASSERT_TRUE(session.wait_for("info depth 2"));
        }
        session.send("legal");
        session.close_input();
        session.join();
        const Lines lines = session.lines();
        ASSERT_GE(lines.size(), 2u);
        EXPECT_TRUE(lines[lines.size() - 2].starts_with("bestmove ")) << lines[lines.size() - 2];
        EXPECT_EQ(lines.back(), "legal d3 c4 f5 e6");
    }
}

// UCI's rule: `go infinite` answers only when told to stop, even once the game is solved.
TEST(SearchWhileReading, GoInfiniteWaitsForStopEvenWhenTheGameIsSolved) {
    LiveSession<ProtocolSession> session;
    // Black's a1 takes white's last disc: the game is solved at once.
    session.send("position board -OX" + std::string(60, 'X') + "- X");
    session.send("go infinite");
    session.send("isready");
    ASSERT_TRUE(session.wait_for("readyok"));
    ASSERT_TRUE(session.wait_for("info depth 2"));
    EXPECT_EQ(index_of(session.lines(), "bestmove "), session.lines().size());
    session.send("stop");
    ASSERT_TRUE(session.wait_for("bestmove "));
}

TEST(SearchWhileReading, StopWithoutASearchDoesNothing) {
    LiveSession<ProtocolSession> session;
    session.send("stop");
    session.send("isready");
    ASSERT_TRUE(session.wait_for("readyok"));
    EXPECT_EQ(session.lines(), (Lines{"readyok"}));
}

TEST(SearchWhileReading, PerftStopsWithTheRootMovesItFinished) {
    LiveSession<ProtocolSession> session;
    session.send("perft 16");
    session.send("stop");
    ASSERT_TRUE(session.wait_for("nodes "));
    const Lines lines = session.lines();
    EXPECT_TRUE(lines.back().starts_with("nodes ") && lines.back().ends_with(" stopped"))
        << lines.back();
}

// A harness that floods the engine during a search gets one error for each line past the limit,
// in its turn, and `stop` still gets through.
TEST(SearchWhileReading, LinesPastTheWaitingLimitAreRefusedAndStopStillWorks) {
    LiveSession<ProtocolSession> session;
    session.send("go infinite");
    ASSERT_TRUE(session.wait_for("info depth 1"));
    for (std::size_t i = 0; i < kMaxWaitingLines + 10; ++i)
        session.send("legal");
    session.send("stop");
    ASSERT_TRUE(session.wait_for("bestmove "));
    ASSERT_TRUE(session.wait_for("error too many lines", 9));
    session.send("isready");  // the waiting lines are gone: the engine carries on
    ASSERT_TRUE(session.wait_for("readyok"));
    const Lines lines = session.lines();
    EXPECT_EQ(count_starting(lines, "legal "), kMaxWaitingLines);
    EXPECT_EQ(count_starting(lines, "error too many lines waiting for the search"), 10u);
    EXPECT_EQ(count_starting(lines, "bestmove "), 1u);
}

TEST(SearchWhileReading, GtpQuitAndInterruptEndAGenmoveWhichStillAnswers) {
    LiveSession<GtpSession> session;
    // An hour on the clock: genmove would think for minutes.
    session.send("1 time_settings 3600 0 0");
    session.send("2 genmove black");
    session.send("# interrupt");
    ASSERT_TRUE(session.wait_for("=2 "));
    session.send("3 genmove white");
    session.send("4 quit");
    session.join();
    const Lines lines = session.lines();
    EXPECT_LT(index_of(lines, "=3 "), index_of(lines, "=4"));
    EXPECT_EQ(lines[lines.size() - 2], "=4");
}

// NBoard's rule: ping stops the search, and everything about the old search comes before pong.
TEST(SearchWhileReading, NBoardPingStopsTheSearchAndAnswersAfterItsLastReply) {
    LiveSession<NBoardSession> session;
    session.send("nboard 2");
    session.send("set depth 20");
    session.send("hint 64");
    ASSERT_TRUE(session.wait_for("search "));
    session.send("ping 7");
    ASSERT_TRUE(session.wait_for("pong 7"));
    const Lines lines = session.lines();
    EXPECT_EQ(lines[lines.size() - 3].substr(0, 10), "nodestats ");
    EXPECT_EQ(lines[lines.size() - 2], "status");
    EXPECT_EQ(lines.back(), "pong 7");
}

}  // namespace
}  // namespace reversi
