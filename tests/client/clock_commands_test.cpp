// SPDX-License-Identifier: GPL-3.0-or-later
// The clock a request carries, as each protocol's adapter sends it: line `go wtime .. btime ..
// winc .. binc ..`, GTP `time_settings` once a game and `time_left` before each genmove, and
// NBoard's GGF clock fields (TB, TW) in the `set game` record.
#include <gtest/gtest.h>

#include <algorithm>

#include "client/protocol_adapter.hpp"
#include "core/notation.hpp"

namespace reversi::client {
namespace {

using std::chrono::milliseconds;

MoveRequest clock_request(const std::vector<std::string>& moves, milliseconds black_left,
                          milliseconds white_left) {
    MoveRequest request;
    request.level.reset();
    request.seed.reset();
    for (const std::string& text : moves)
        request.moves.push_back(*parse_move(text));
    request.clock =
        RequestClock{milliseconds(10'000), milliseconds(100), black_left, white_left, {}, {}};
    return request;
}

bool has_line(const std::vector<std::string>& lines, const std::string& line) {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

TEST(ClockCommands, TheLineProtocolGetsBothClocksAndIncrementsOnGo) {
    auto line = make_line_adapter();
    MoveRequest request = clock_request({"f5"}, milliseconds(9'250), milliseconds(10'000));
    request.limits.nodes = 5000;  // kept: the engine stops at whichever limit comes first
    const AskLines asked = line->ask(1, request);
    ASSERT_TRUE(asked.refusal.empty()) << asked.refusal;
    EXPECT_EQ(asked.lines.back(), "go nodes 5000 wtime 10000 btime 9250 winc 100 binc 100");
    request.clock.reset();
    EXPECT_EQ(line->ask(2, request).lines.back(), "go nodes 5000") << "no clock, no time keys";
}

TEST(ClockCommands, TimeOddsGiveEachColorItsOwnIncrementAndStart) {
    auto line = make_line_adapter();
    MoveRequest request = clock_request({"f5"}, milliseconds(9'250), milliseconds(5'000));
    request.clock->white_start = milliseconds(5'000);
    request.clock->white_increment = milliseconds(0);
    EXPECT_EQ(line->ask(1, request).lines.back(), "go wtime 5000 btime 9250 winc 0 binc 100");
    EXPECT_EQ(request.clock->start_of(Color::White), milliseconds(5'000));
    EXPECT_EQ(request.clock->start_of(Color::Black), milliseconds(10'000));
}

void finish_gtp_handshake(ProtocolAdapter& gtp, const std::vector<std::string>& commands) {
    gtp.greeting();
    for (const char* line : {"= 2", "", "= GTP Engine", "", "= 1", ""})
        gtp.read(line);
    gtp.read("= protocol_version");
    for (const std::string& command : commands)
        gtp.read(command);
    ASSERT_TRUE(std::holds_alternative<EngineReady>(gtp.read("")));
}

// Answers every command open: `=` for each, and `genmove_answer` for the genmove.
void answer_all(ProtocolAdapter& gtp, const AskLines& asked, const std::string& genmove_answer) {
    for (std::size_t i = 0; i + 1 < asked.lines.size(); ++i) {
        gtp.read("=");
        gtp.read("");
    }
    gtp.read("= " + genmove_answer);
    gtp.read("");
}

TEST(ClockCommands, GtpGetsTimeSettingsOnceAGameAndTimeLeftBeforeEachGenmove) {
    auto gtp = make_gtp_adapter();
    finish_gtp_handshake(*gtp, {"genmove", "play", "time_settings", "time_left"});
    EXPECT_TRUE(gtp->identity().takes_clock);
    const AskLines first =
        gtp->ask(1, clock_request({"f5"}, milliseconds(9'950), milliseconds(10'000)));
    ASSERT_TRUE(first.refusal.empty()) << first.refusal;
    EXPECT_TRUE(has_line(first.lines, "time_settings 10 0 0"));
    // GTP times are whole seconds: White's 10.000 s left, written as 10.
    ASSERT_GE(first.lines.size(), 2U);
    EXPECT_EQ(first.lines[first.lines.size() - 2], "time_left white 10 0");
    EXPECT_EQ(first.lines.back(), "genmove white");
    answer_all(*gtp, first, "f6");
    // The same game goes on: no second time_settings, the clock read down (rounded down).
    const AskLines second =
        gtp->ask(2, clock_request({"f5", "f6", "e6"}, milliseconds(9'900), milliseconds(8'999)));
    EXPECT_FALSE(has_line(second.lines, "time_settings 10 0 0"));
    EXPECT_EQ(second.lines[second.lines.size() - 2], "time_left white 8 0");
    answer_all(*gtp, second, "f4");
    // A new game (clear_board) sets its clock again.
    const AskLines third =
        gtp->ask(3, clock_request({"d3"}, milliseconds(10'000), milliseconds(10'000)));
    EXPECT_TRUE(has_line(third.lines, "clear_board"));
    EXPECT_TRUE(has_line(third.lines, "time_settings 10 0 0"));
}

// An engine that lists reversi-move_overhead reads fractional seconds (PROTOCOL.md, GTP
// "Clocks"): it is told the clock to the millisecond, where others get whole seconds.
TEST(ClockCommands, GtpTellsAnEngineThatReadsFractionsTheMillisecond) {
    auto gtp = make_gtp_adapter();
    handshake_gtp(*gtp, {"genmove", "play", "time_settings", "time_left", "reversi-move_overhead"});
    MoveRequest request = clock_request({"f5"}, milliseconds(9'950), milliseconds(9'873));
    request.clock->start = milliseconds(10'500);
    const AskLines asked = gtp->ask(1, request);
    ASSERT_TRUE(asked.refusal.empty()) << asked.refusal;
    EXPECT_TRUE(has_line(asked.lines, "time_settings 10.5 0 0"));
    ASSERT_GE(asked.lines.size(), 2U);
    EXPECT_EQ(asked.lines[asked.lines.size() - 2], "time_left white 9.873 0");
}

TEST(ClockCommands, GtpSendsNoClockToAnEngineThatDoesNotListTheCommands) {
    auto gtp = make_gtp_adapter();
    finish_gtp_handshake(*gtp, {"genmove", "play"});
    const AskLines asked =
        gtp->ask(1, clock_request({"f5"}, milliseconds(9'950), milliseconds(10'000)));
    for (const std::string& line : asked.lines)
        EXPECT_FALSE(line.starts_with("time_")) << line;
}

TEST(ClockCommands, NboardGetsTheClocksInTheGameRecordEveryMove) {
    auto nboard = make_nboard_adapter();
    nboard->greeting();
    ASSERT_TRUE(std::holds_alternative<EngineReady>(nboard->read("pong 1")));
    const AskLines first =
        nboard->ask(1, clock_request({"f5"}, milliseconds(9'950), milliseconds(10'000)));
    ASSERT_TRUE(first.refusal.empty()) << first.refusal;
    // After f5 from the start: the record begins at the position now, White to move, with
    // each side's time left, the increment and no grace.
    const std::string board = "---------------------------O*------***--------------------------";
    EXPECT_EQ(first.lines[0],
              "set game (;GM[Othello]PC[reversi-match]TY[8]TB[00:09.950/00:00.100/00:00]"
              "TW[00:10/00:00.100/00:00]BO[8 " +
                  board + " O];)");
    nboard->read("pong 2");
    nboard->read("=== F6");
    const AskLines second =
        nboard->ask(2, clock_request({"f5", "f6", "e6"}, milliseconds(9'900), milliseconds(8'001)));
    ASSERT_FALSE(second.lines.empty());
    EXPECT_TRUE(second.lines[0].starts_with("set game ")) << "a clock game is sent whole";
    EXPECT_NE(second.lines[0].find("TW[00:08.001/00:00.100/00:00]"), std::string::npos)
        << second.lines[0];
}

}  // namespace
}  // namespace reversi::client
