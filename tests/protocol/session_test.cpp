// SPDX-License-Identifier: GPL-3.0-or-later
// The protocol loop driven in-process: replies, and rejected lines that change nothing.
#include <gtest/gtest.h>

#include <sstream>

#include "protocol/session.hpp"
#include "session_replies.hpp"
#include "vocabulary/engine_options.hpp"

namespace reversi {
namespace {

// Runs `input` through a fresh session and returns its replies.
std::string run(std::string_view input) { return testing_support::session_replies(input); }

// The last line of `show` is the position string: handy to see what a command changed.
std::string position_after(std::string_view input) {
    const std::string replies = run(std::string(input) + "\nshow\n");
    const auto start = replies.rfind("position ");
    return replies.substr(start, replies.find('\n', start) - start);
}

constexpr std::string_view kStart =
    "position ---------------------------OX------XO--------------------------- X";

TEST(Protocol, HandshakeNamesEngineListsTheOptionsAndEndsWithOk) {
    EXPECT_EQ(run("reversi\n"),
              "id name reversi-engine\nid version " + std::string(REVERSI_TEST_VERSION) +
                  "\nid author the reversi developers\nid protocol 1\n"
                  "option name Level type combo default hard var easy var normal var hard\n"
                  "option name Seed type string default 0\n"
                  "option name Move Overhead type spin default 50 min 0 max 10000\n"
                  "option name MultiPV type spin default 1 min 1 max 64\n"
                  "option name Hash type spin default 25 min 1 max 4096\n"
                  "option name Threads type spin default 1 min 1 max 256\n"
                  "option name Ponder type check default false\n"
                  "reversiok\n");
}

// The handshake's option lines are the options table: one line per entry, in its order.
TEST(Protocol, HandshakeAnnouncesEveryOptionOfTheTable) {
    const std::string replies = run("reversi\n");
    std::size_t from = 0;
    for (const EngineOption& option : engine_options()) {
        const std::string line = option_line(option, EngineSettings{});
        const std::size_t at = replies.find(line + "\n", from);
        ASSERT_NE(at, std::string::npos) << line;
        from = at + line.size();
    }
}

TEST(Protocol, IsReadyAnswersReadyOk) { EXPECT_EQ(run("isready\n"), "readyok\n"); }

TEST(Protocol, LegalListsSquaresInBoardOrder) { EXPECT_EQ(run("legal\n"), "legal d3 c4 f5 e6\n"); }

TEST(Protocol, BlankLinesCommentsAndCarriageReturnsAreIgnored) {
    EXPECT_EQ(run("\n   \n# a comment\r\nisready\r\n\t\n"), "readyok\n");
}

TEST(Protocol, EndOfInputWithoutNewlineStillRunsTheLastLine) {
    std::istringstream in{"isready"};
    std::ostringstream out;
    std::ostringstream log;
    ProtocolSession(out, log).run(in);
    EXPECT_EQ(out.str(), "readyok\n");
}

// Found by fuzz_protocol_commands: Hard's evaluation read past its weight table on boards with
// fewer than the four starting discs, which `position board` accepts.
TEST(Protocol, EvalAndGoWorkOnABoardWithOnlyTwoDiscs) {
    const std::string replies = run("position board " + std::string(27, '-') + "XO" +
                                    std::string(35, '-') + " X\neval\ngo\n");
    EXPECT_EQ(replies.rfind("eval side X empties 62\n", 0), 0u) << replies;
    EXPECT_NE(replies.find("bestmove f4"), std::string::npos) << replies;
}

TEST(Protocol, QuitStopsReading) { EXPECT_EQ(run("quit\nisready\n"), ""); }

TEST(Protocol, PositionWithMovesPlaysThemCaseInsensitively) {
    EXPECT_EQ(position_after("position startpos moves D3 c5"),
              "position -------------------X-------XX-----OOO--------------------------- X");
    EXPECT_EQ(position_after("position startpos moves d3 c5"), position_after("play d3\nplay C5"));
}

TEST(Protocol, APositionWithOneIllegalMoveIsRejectedWhole) {
    const std::string before = position_after("position startpos moves d3");
    EXPECT_EQ(run("position startpos moves d3\nposition startpos moves d3 c3 a1\n"),
              "error illegal move: a1\n");
    EXPECT_EQ(position_after("position startpos moves d3\nposition startpos moves d3 c3 a1"),
              before);
}

TEST(Protocol, PassWhileAMoveExistsIsIllegal) {
    EXPECT_EQ(run("play pass\n"), "error illegal move: pass\n");
    EXPECT_EQ(position_after("play pass"), kStart);
}

TEST(Protocol, PositionBoardAcceptsTheOBFString) {
    EXPECT_EQ(position_after("position board "
                             "---------------------------OX------XO--------------------------- O"),
              "position ---------------------------OX------XO--------------------------- O");
}

TEST(Protocol, PositionBoardRejectsABadString) {
    EXPECT_EQ(run("position board ---- X\n"), "error bad position string\n");
    EXPECT_EQ(run("position board "
                  "---------------------------OX------XO--------------------------- Z\n"),
              "error bad position string\n");
}

TEST(Protocol, UndoTakesBackWithinWhatWasPlayed) {
    EXPECT_EQ(position_after("play d3\nplay c5\nundo 2"), kStart);
    EXPECT_EQ(position_after("play d3\nundo"), kStart);
    EXPECT_EQ(run("play d3\nundo 2\n"), "error undo: cannot take back 2, only 1 played\n");
    EXPECT_NE(position_after("play d3\nundo 2"), kStart);
}

TEST(Protocol, UndoReachesBackToTheLastPositionCommandOnly) {
    EXPECT_EQ(run("play d3\nposition startpos moves d3\nundo\nundo\n"),
              "error undo: cannot take back 1, only 0 played\n");
}

TEST(Protocol, NewGameRestoresTheStart) { EXPECT_EQ(position_after("play d3\nnewgame"), kStart); }

TEST(Protocol, GoEndsWithExactlyOneBestMoveAndChangesNothing) {
    const std::string replies = run("go\n");
    const auto last_line = replies.rfind('\n', replies.size() - 2) + 1;
    EXPECT_EQ(replies.substr(last_line).rfind("bestmove ", 0), 0u) << replies;
    EXPECT_EQ(replies.find("bestmove"), replies.rfind("bestmove")) << replies;
    EXPECT_EQ(position_after("go"), kStart);
}

TEST(Protocol, GoAnswersPassAndNone) {
    EXPECT_EQ(run("position board "
                  "----------------------------------------------------------OOOOOX O\ngo\n"),
              "bestmove pass\n");
    EXPECT_EQ(
        run("position board "
            "---------------------------XXX-----XXX-------------------------- O\ngo\nlegal\n"),
        "bestmove none\nlegal none\n");
}

TEST(Protocol, LegalSaysPassWhenTheSideMustPass) {
    EXPECT_EQ(run("position board "
                  "----------------------------------------------------------OOOOOX O\nlegal\n"),
              "legal pass\n");
}

TEST(Protocol, BadArgumentsGetOneErrorLineEach) {
    EXPECT_EQ(run("seed -1\n"), "error seed: expected an unsigned 64-bit decimal number\n");
    EXPECT_EQ(run("seed 18446744073709551616\n"),
              "error seed: expected an unsigned 64-bit decimal number\n");
    EXPECT_EQ(run("seed 18446744073709551615\nisready\n"), "readyok\n");
    EXPECT_EQ(run("level impossible\n"), "error level: expected easy, normal or hard\n");
    EXPECT_EQ(run("go nodes\n"), "error go: nodes needs a value\n");
    EXPECT_EQ(run("go nodes 0\n"), "error go: nodes must be from 1 to 1000000000000\n");
    EXPECT_EQ(run("go sideways 3\n"), "error go: unknown limit: sideways\n");
    EXPECT_EQ(run("go depth 3 depth 4\n"), "error go: depth given twice\n");
    EXPECT_EQ(run("perft 0\n"), "error perft: depth must be from 1 to 16\n");
    EXPECT_EQ(run("isready now\n"), "error isready: wrong number of arguments\n");
    EXPECT_EQ(run("play\n"), "error play: wrong number of arguments\n");
    EXPECT_EQ(run("undo x\n"), "error undo: expected a count from 1 to 1000000\n");
}

TEST(Protocol, UnknownCommandsAreEchoedSafely) {
    EXPECT_EQ(run("frobnicate\n"), "error unknown command: frobnicate\n");
    EXPECT_EQ(run(std::string("\x01\x02zz\xff\n", 6)), "error unknown command: ??zz?\n");
    EXPECT_EQ(run(std::string(40, 'q') + "\n"),
              "error unknown command: " + std::string(32, 'q') + "...\n");
}

TEST(Protocol, OverlongLineIsRejectedAndTheNextLineStillWorks) {
    const std::string huge(std::size_t{70} * 1024, 'a');
    EXPECT_EQ(run(huge + "\nisready\n"), "error line too long (limit 65536 bytes)\nreadyok\n");
}

TEST(Protocol, CommandsAreCaseSensitive) {
    EXPECT_EQ(run("ISREADY\n"), "error unknown command: ISREADY\n");
}

TEST(Protocol, PerftDividesAndTotals) {
    EXPECT_EQ(run("perft 2\n"), "d3 3\nc4 3\nf5 3\ne6 3\nnodes 12\n");
}

TEST(Protocol, ShowDrawsTheBoardWithLegalMarks) {
    const std::string replies = run("show\n");
    EXPECT_NE(replies.find("3 - - - * - - - -\n"), std::string::npos);
    EXPECT_NE(replies.find("4 - - * O X - - -\n"), std::string::npos);
    EXPECT_NE(replies.find("discs X 2 O 2\n"), std::string::npos);
    EXPECT_NE(replies.find("state play\n"), std::string::npos);
    EXPECT_EQ(run("d\n"), replies);
}

// The node count of the last `info` line with a depth in `replies`.
std::string last_info_nodes(const std::string& replies) {
    const auto at = replies.rfind("info depth ");
    const auto nodes = replies.find(" nodes ", at) + 7;
    return replies.substr(nodes, replies.find(' ', nodes) - nodes);
}

// FFO problem 1 (14 empty squares): its exact solve reads to the end long before ten minutes,
// so even the clock search's reply is the same on any machine.
constexpr std::string_view kFfoOne =
    "position board --XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X\n";

// The score of the last `info` line with a depth in `replies`.
std::string last_info_score(const std::string& replies) {
    const auto at = replies.rfind("info depth ");
    const auto score = replies.find(" score ", at) + 7;
    return replies.substr(score, replies.find(' ', score) - score);
}

// A small Hash changes which table entries survive, so it changes the count of a search on a
// clock and of an exact solve (not the solve's score); a search that stops short of the end
// keeps the fixed size whatever Hash says.
TEST(Protocol, HashSizesSearchesOnAClockAndSolvesOnly) {
    const std::string fixed = std::string(kFfoOne) + "go nodes 30000\n\n";
    const std::string solve = std::string(kFfoOne) + "go depth 60\n\n";
    const std::string clock = std::string(kFfoOne) + "go movetime 600000\n\n";
    const std::string small = "setoption name Hash value 1\n";
    EXPECT_EQ(last_info_nodes(run(small + fixed)), last_info_nodes(run(fixed)));
    EXPECT_EQ(last_info_nodes(run(clock)), last_info_nodes(run(clock)));
    EXPECT_NE(last_info_nodes(run(small + clock)), last_info_nodes(run(clock)));
    EXPECT_NE(last_info_nodes(run(small + solve)), last_info_nodes(run(solve)));
    EXPECT_EQ(last_info_score(run(small + solve)), last_info_score(run(solve)));
}

}  // namespace
}  // namespace reversi
