// SPDX-License-Identifier: GPL-3.0-or-later
// GTP mode driven in-process: one response per command with its id and an empty line, moves and
// passes as the rules allow, undo per command, and failures that change nothing.
#include <gtest/gtest.h>

#include <sstream>

#include "protocol/gtp_session.hpp"

namespace reversi {
namespace {

// The input ends with an empty line, which waits for a running genmove, so the end of input
// does not stop the last one.
std::string run(std::string_view input, Level level = Level::Hard, std::uint64_t seed = 0) {
    std::istringstream in{std::string(input) + "\n"};
    std::ostringstream out;
    std::ostringstream log;
    GtpSession session(out, log, SessionOptions{{level, seed}, true});
    session.run(in);
    return out.str();
}

// The last line of showboard is the position string.
std::string position_after(std::string_view input) {
    const std::string replies = run(std::string(input) + "\nshowboard\n");
    const auto start = replies.rfind("position ");
    return replies.substr(start, replies.find('\n', start) - start);
}

// The result of a successful response "= result\n\n".
std::string result_of(const std::string& response) {
    EXPECT_TRUE(response.starts_with("= ")) << response;
    return response.substr(2, response.size() - 4);
}

// The 58 moves of a game after which black has no square and white's only move is c1.
constexpr std::string_view kBlackMustPass =
    "f5 f4 c3 g6 f3 c5 d6 f2 b5 c4 g3 a6 f6 c2 e3 g4 b3 g7 d3 h4 b1 c7 e7 d2 b8 e6 a5 e2 f7 d7 b4 "
    "b2 f8 d8 e1 b7 h2 b6 h5 a4 h7 d1 a3 h6 e8 f1 a7 g8 h8 g2 g5 c6 a2 a8 h3 a1 c8 g1";

std::string play_commands(std::string_view moves) {
    std::istringstream in{std::string(moves)};
    std::string commands;
    bool black = true;
    for (std::string move; in >> move; black = !black)
        commands += std::string("play ") + (black ? "b " : "w ") + move + "\n";
    return commands;
}

constexpr std::size_t kGameMoves = 58;

// The responses after the first `count`, each an empty success "=\n\n".
std::string after(const std::string& replies, std::size_t count) {
    constexpr std::size_t kEmptySuccess = 3;
    return replies.substr(count * kEmptySuccess);
}

constexpr std::string_view kStart =
    "position ---------------------------OX------XO--------------------------- X";

TEST(Gtp, EveryResponseEndsWithAnEmptyLine) {
    EXPECT_EQ(run("protocol_version\n"), "= 2\n\n");
    EXPECT_EQ(run("clear_board\n"), "=\n\n");
}

TEST(Gtp, TheIdComesBackOnSuccessAndOnFailure) {
    EXPECT_EQ(run("1 name\n"), "=1 reversi-engine\n\n");
    EXPECT_EQ(run("7 frobnicate\n"), "?7 unknown command\n\n");
    EXPECT_EQ(run("8 play black a1\n"), "?8 illegal move: black A1\n\n");
}

TEST(Gtp, CommandsAreAnsweredInOrderAndEmptyLinesIgnored) {
    EXPECT_EQ(run("1 name\n\n   \n# note\n2 protocol_version\n"), "=1 reversi-engine\n\n=2 2\n\n");
}

TEST(Gtp, EveryListedCommandIsKnown) {
    std::istringstream listed(run("list_commands\n").substr(2));
    int count = 0;
    for (std::string name; std::getline(listed, name) && !name.empty(); ++count)
        EXPECT_EQ(run("known_command " + name + "\n"), "= true\n\n") << name;
    EXPECT_EQ(count, 34);
    EXPECT_EQ(run("known_command frobnicate\n"), "= false\n\n");
}

TEST(Gtp, OnlyTheEightByEightBoardIsAcceptable) {
    EXPECT_EQ(run("boardsize 8\n"), "=\n\n");
    EXPECT_EQ(run("boardsize 19\n"), "? unacceptable size\n\n");
    EXPECT_EQ(run("boardsize x\n"), "? unacceptable size\n\n");
}

TEST(Gtp, BoardsizeAndClearBoardStartANewGame) {
    EXPECT_EQ(position_after("play b d3\nboardsize 8"), kStart);
    EXPECT_EQ(position_after("play b d3\nclear_board"), kStart);
    EXPECT_EQ(run("play b d3\nclear_board\nundo\n"), "=\n\n=\n\n? cannot undo\n\n");
}

TEST(Gtp, VerticesAndColorsAreCaseInsensitive) {
    EXPECT_EQ(position_after("play B D3\nplay WHITE c5"),
              position_after("play black d3\nplay w C5"));
    EXPECT_NE(position_after("play B D3"), kStart);
}

TEST(Gtp, IllegalMovesFailAndChangeNothing) {
    EXPECT_EQ(run("play black a1\n"), "? illegal move: black A1\n\n");
    EXPECT_EQ(run("play white c5\n"), "? illegal move: black is to move\n\n");
    EXPECT_EQ(run("play black pass\n"), "? illegal move: black pass\n\n");
    EXPECT_EQ(run("play black z9\n"), "? invalid coordinate\n\n");
    EXPECT_EQ(run("play red d3\n"), "? invalid color\n\n");
    EXPECT_EQ(position_after("play black a1\nplay white c5\nplay black pass\nplay black z9"),
              kStart);
}

TEST(Gtp, AMoveForTheOtherColorPlaysTheForcedPassFirst) {
    const std::string game = play_commands(kBlackMustPass);
    EXPECT_EQ(after(run(game + "gogui-rules_legal_moves\n"), kGameMoves), "= pass\n\n");
    EXPECT_EQ(after(run(game + "play white c1\ngogui-rules_final_result\n"), kGameMoves),
              "=\n\n= white\n\n");
    EXPECT_EQ(position_after(game + "play white c1"),
              position_after(game + "play black pass\nplay white c1"));
}

TEST(Gtp, UndoTakesBackOneCommandIncludingItsForcedPass) {
    const std::string game = play_commands(kBlackMustPass);
    EXPECT_EQ(position_after(game + "play white c1\nundo"), position_after(game));
    EXPECT_EQ(position_after("play b d3\nplay w c5\nundo"), position_after("play b d3"));
    EXPECT_EQ(run("undo\n"), "? cannot undo\n\n");
}

TEST(Gtp, GenmovePlaysTheMoveItNames) {
    const std::string response = run("genmove black\n");
    const std::string move = result_of(response);
    EXPECT_EQ(position_after("genmove black"), position_after("play black " + move));
    EXPECT_NE(position_after("genmove black"), kStart);
}

TEST(Gtp, GenmoveForTheOtherColorPassesForTheSideThatMust) {
    const std::string game = play_commands(kBlackMustPass);
    EXPECT_EQ(after(run(game + "genmove white\n"), kGameMoves), "= C1\n\n");
}

// GTP says genmove never fails; gtp-rhino answers `pass` for a colour that cannot move now.
TEST(Gtp, GenmoveForAColorNotToMoveAnswersPassAndChangesNothing) {
    EXPECT_EQ(run("genmove white\nundo\n"), "= pass\n\n? cannot undo\n\n");
    EXPECT_EQ(position_after("genmove white"), kStart);
}

// reg_genmove names the move genmove would play, and plays nothing.
TEST(Gtp, RegGenmoveNamesTheMoveWithoutPlayingIt) {
    const std::string named = result_of(run("reg_genmove black\n"));
    EXPECT_EQ(named, result_of(run("genmove black\n")));
    EXPECT_EQ(position_after("reg_genmove black"), kStart);
    EXPECT_EQ(run("reg_genmove white\n"), "= pass\n\n");
}

TEST(Gtp, GenmoveDependsOnlyOnPositionLevelAndSeed) {
    const std::string moves = "genmove b\ngenmove w\ngenmove b\ngenmove w\nshowboard\n";
    EXPECT_EQ(run(moves, Level::Normal, 5), run(moves, Level::Normal, 5));
    EXPECT_EQ(run(moves, Level::Easy, 9),
              after(run("reversi-level easy\nreversi-seed 9\n" + moves), 2));
}

TEST(Gtp, AfterTheGameEndsPassIsAcceptedAndChangesNothing) {
    const std::string game = play_commands(kBlackMustPass) + "play white c1\n";
    EXPECT_EQ(after(run(game + "play black pass\ngenmove white\nplay white h1\n"), kGameMoves + 1),
              "=\n\n= pass\n\n? illegal move: the game is over\n\n");
    EXPECT_EQ(position_after(game + "play black pass\ngenmove white\nundo\nundo"),
              position_after(game));
    EXPECT_EQ(position_after(game + "play black pass\nundo\nundo"),
              position_after(play_commands(kBlackMustPass)));
}

TEST(Gtp, ScoresOnlyAFinishedGame) {
    const std::string game = play_commands(kBlackMustPass);
    EXPECT_EQ(after(run(game + "final_score\n"), kGameMoves),
              "? cannot score: the game is not over\n\n");
    // 25 to 38 after c1, with h1 left empty: the winner gets the empty square.
    EXPECT_EQ(after(run(game + "play w c1\nfinal_score\n"), kGameMoves + 1), "= W+14\n\n");
    EXPECT_EQ(run("gogui-rules_final_result\n"), "= unknown\n\n");
}

TEST(Gtp, RulesCommandsDescribeThePosition) {
    EXPECT_EQ(run("gogui-rules_legal_moves\n"), "= D3 C4 F5 E6\n\n");
    EXPECT_EQ(run("gogui-rules_side_to_move\nplay b d3\ngogui-rules_side_to_move\n"),
              "= black\n\n=\n\n= white\n\n");
}

TEST(Gtp, ShowboardStartsOnTheLineAfterTheEqualsSign) {
    const std::string board = run("showboard\n");
    EXPECT_TRUE(board.starts_with("=\n  a b c d e f g h\n")) << board;
    EXPECT_TRUE(board.ends_with(std::string(kStart) + "\n\n")) << board;
}

TEST(Gtp, KomiAndClocksAreCheckedAndChangeNoPosition) {
    EXPECT_EQ(position_after("komi 6.5\ntime_settings 300 30 5\ntime_left black 120 0"), kStart);
    EXPECT_EQ(run("komi six\n"), "? syntax error: komi expects a number\n\n");
    EXPECT_EQ(run("time_settings 1 2 x\n"),
              "? syntax error: time_settings expects two times in seconds and a stone count\n\n");
    EXPECT_EQ(run("time_left black -1 0\n"),
              "? syntax error: time_left expects a color, a time in seconds and a stone count\n\n");
    EXPECT_EQ(run("time_left blue 1 2\n"), "? invalid color\n\n");
}

TEST(Gtp, WrongArgumentCountsAreSyntaxErrorsWithTheUsage) {
    EXPECT_EQ(run("3 play black\n"), "?3 syntax error: expected play <color> <vertex|pass>\n\n");
    EXPECT_EQ(run("5 boardsize 8 8\n"), "?5 syntax error: expected boardsize 8\n\n");
    EXPECT_EQ(run("4\n"), "?4 syntax error: no command after the id\n\n");
}

// As gtp-rhino does: extra arguments after those a command takes are ignored, unless they are
// values (play, boardsize, komi, the clocks), and known_command without a name is false.
TEST(Gtp, ExtraArgumentsAreToleratedAsGtpRhinoDoes) {
    EXPECT_EQ(run("name now\n"), "= reversi-engine\n\n");
    EXPECT_EQ(run("known_command\nknown_command play extra\n"), "= false\n\n= true\n\n");
    EXPECT_EQ(run("set_game Othello please\nlist_games x\n"), "=\n\n= Othello\n\n");
    EXPECT_EQ(position_after("genmove black white\nundo 2"), kStart);
    EXPECT_EQ(run("7 time_left b 10 0 extra\n"),
              "?7 syntax error: expected time_left <color> <time> <stones>\n\n");
}

TEST(Gtp, LevelAndSeedExtensionsSetAndReport) {
    EXPECT_EQ(run("reversi-level\nreversi-seed\n", Level::Normal, 12), "= normal\n\n= 12\n\n");
    EXPECT_EQ(run("reversi-level easy\nreversi-level\n"), "=\n\n= easy\n\n");
    EXPECT_EQ(run("reversi-seed 18446744073709551615\nreversi-seed\n"),
              "=\n\n= 18446744073709551615\n\n");
    EXPECT_EQ(run("reversi-level expert\nreversi-level\n"),
              "? invalid level: expected easy, normal or hard\n\n= hard\n\n");
    EXPECT_EQ(run("reversi-seed -1\nreversi-seed\n"),
              "? invalid seed: expected an unsigned 64-bit decimal number\n\n= 0\n\n");
}

// One `reversi-<option>` command per option of the options table, answering its value in force.
TEST(Gtp, EveryEngineOptionHasACommandThatReportsIt) {
    for (const EngineOption& option : engine_options()) {
        const std::string command = "reversi-" + option_word(option, '_');
        EXPECT_EQ(run("known_command " + command + "\n" + command + "\n"),
                  "= true\n\n= " + option.current(EngineSettings{}) + "\n\n");
    }
    EXPECT_EQ(
        run("reversi-move_overhead 120\nreversi-move_overhead\nreversi-move_overhead 10001\n"),
        "=\n\n= 120\n\n? invalid move overhead: expected from 0 to 10000\n\n");
}

TEST(Gtp, QuarryGameSelectionAcceptsOthelloOnly) {
    EXPECT_EQ(run("list_games\nset_game Othello\nset_game Go\n"),
              "= Othello\n\n=\n\n? unsupported game\n\n");
}

TEST(Gtp, QuitAnswersThenStopsReading) { EXPECT_EQ(run("quit\nname\n"), "=\n\n"); }

TEST(Gtp, AnOverlongLineGetsOneErrorAndTheNextLineWorks) {
    EXPECT_EQ(run(std::string(std::size_t{70} * 1024, 'a') + "\n1 name\n"),
              "? line too long (limit 65536 bytes)\n\n=1 reversi-engine\n\n");
}

}  // namespace
}  // namespace reversi
