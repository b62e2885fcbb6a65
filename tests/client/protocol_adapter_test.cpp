// SPDX-License-Identifier: GPL-3.0-or-later
// The protocol adapters without a process: the lines each one sends for a request, and what it
// makes of the lines an engine writes (GTP responses, NBoard's stale answers, passes).
#include <gtest/gtest.h>

#include "client/protocol_adapter.hpp"
#include "core/notation.hpp"

namespace reversi::client {
namespace {

MoveRequest request_after(const std::vector<std::string>& moves) {
    MoveRequest request;
    request.level.reset();
    request.seed.reset();
    for (const std::string& text : moves)
        request.moves.push_back(*parse_move(text));
    return request;
}

// Feeds lines to an adapter and returns the last event.
AdapterEvent feed(ProtocolAdapter& adapter, const std::vector<std::string>& lines) {
    AdapterEvent last = Ignored{};
    for (const std::string& line : lines)
        last = adapter.read(line);
    return last;
}

void handshake_gtp(ProtocolAdapter& gtp, const std::vector<std::string>& commands) {
    EXPECT_EQ(gtp.greeting(),
              (std::vector<std::string>{"protocol_version", "name", "version", "list_commands"}));
    feed(gtp, {"= 2", "", "= GTP Engine", "", "=3 1.2", ""});  // an id echoed back is fine
    std::vector<std::string> list{"= protocol_version"};
    list.insert(list.end(), commands.begin(), commands.end());
    list.push_back("");
    EXPECT_TRUE(std::holds_alternative<EngineReady>(feed(gtp, list)));
}

TEST(GtpAdapter, AsksAsQuarryDoesWithPassesLeftImplied) {
    auto gtp = make_gtp_adapter();
    handshake_gtp(*gtp, {"set_game", "genmove", "play"});
    EXPECT_EQ(gtp->identity().name, "GTP Engine");
    EXPECT_EQ(gtp->identity().version, "1.2");
    EXPECT_FALSE(gtp->identity().takes_level);
    EXPECT_FALSE(gtp->identity().takes_clock) << "it lists no time_settings";
    // White passes after Black's h2 (see the opening-file test); the next play is Black's.
    const std::vector<std::string> before_pass{
        "c4", "e3", "f2", "e2", "f3", "c3", "c5", "b5", "d6", "e7", "f5", "g1",
        "d3", "e6", "f4", "g4", "d2", "c2", "c6", "g5", "f1", "d7", "h1", "d1",
        "g2", "b4", "b3", "g3", "c1", "a2", "e1", "b2", "h4", "h3", "h2", "pass"};
    const AskLines asked = gtp->ask(7, request_after(before_pass));
    ASSERT_TRUE(asked.refusal.empty()) << asked.refusal;
    EXPECT_EQ(asked.lines[0], "set_game Othello");
    EXPECT_EQ(asked.lines[1], "boardsize 8");
    EXPECT_EQ(asked.lines[2], "clear_board");
    EXPECT_EQ(asked.lines[3], "play black c4");
    EXPECT_EQ(asked.lines[4], "play white e3");
    EXPECT_EQ(asked.lines[asked.lines.size() - 2], "play black h2") << "no `play white pass`";
    EXPECT_EQ(asked.lines.back(), "genmove black");
    EXPECT_FALSE(gtp->idle());
    // Every command but genmove answers `=` and an empty line; genmove answers the move.
    for (std::size_t i = 0; i + 1 < asked.lines.size(); ++i)
        EXPECT_TRUE(std::holds_alternative<Ignored>(feed(*gtp, {"=", ""})));
    const AdapterEvent answer = feed(*gtp, {"= H5", ""});
    ASSERT_TRUE(std::holds_alternative<MoveAnswer>(answer));
    EXPECT_EQ(std::get<MoveAnswer>(answer).serial, 7u);
    EXPECT_EQ(std::get<MoveAnswer>(answer).move, "h5");
    EXPECT_TRUE(gtp->idle());
}

TEST(GtpAdapter, SendsOnlyTheNewMovesOfTheSameGame) {
    auto gtp = make_gtp_adapter();
    handshake_gtp(*gtp, {"reversi-level", "reversi-seed"});
    MoveRequest first = request_after({"f5"});
    first.level = Level::Easy;
    first.seed = 9;
    const AskLines asked = gtp->ask(1, first);
    EXPECT_EQ(asked.lines,
              (std::vector<std::string>{"boardsize 8", "reversi-level easy", "reversi-seed 9",
                                        "clear_board", "play black f5", "genmove white"}));
    for (int i = 0; i < 5; ++i)
        feed(*gtp, {"=", ""});
    feed(*gtp, {"= D6", ""});  // the engine played d6 on its board
    MoveRequest next = request_after({"f5", "d6", "c3"});
    next.level = Level::Easy;
    next.seed = 9;
    EXPECT_EQ(gtp->ask(2, next).lines,
              (std::vector<std::string>{"play black c3", "genmove white"}));
    // Another game (or another line) starts afresh.
    MoveRequest other = request_after({"e6"});
    other.seed = 10;
    EXPECT_EQ(gtp->ask(3, other).lines,
              (std::vector<std::string>{"reversi-seed 10", "clear_board", "play black e6",
                                        "genmove white"}));
}

TEST(GtpAdapter, RefusesWhatGtpCannotSayAndReportsRefusals) {
    auto gtp = make_gtp_adapter();
    handshake_gtp(*gtp, {"genmove"});
    MoveRequest leveled = request_after({});
    leveled.level = Level::Hard;
    EXPECT_NE(gtp->ask(1, leveled).refusal.find("no reversi-level"), std::string::npos);
    MoveRequest budget = request_after({});
    budget.limits.nodes = 100;
    EXPECT_NE(gtp->ask(1, budget).refusal.find("no search budget"), std::string::npos);
    // A refused play is a protocol fault, quoted.
    const AskLines asked = gtp->ask(2, request_after({"f5"}));
    ASSERT_TRUE(asked.refusal.empty());
    feed(*gtp, {"=", "", "=", ""});  // boardsize, clear_board
    const AdapterEvent refused = feed(*gtp, {"? illegal move", ""});
    ASSERT_TRUE(std::holds_alternative<ProtocolViolation>(refused));
    EXPECT_EQ(std::get<ProtocolViolation>(refused).why,
              "it refused 'play black f5': '? illegal move'");
}

TEST(GtpAdapter, AnEngineThatIsNotGtpFailsTheHandshakeWithItsWords) {
    auto gtp = make_gtp_adapter();
    gtp->greeting();
    const AdapterEvent event = gtp->read("error unknown command: protocol_version");
    ASSERT_TRUE(std::holds_alternative<ProtocolViolation>(event));
    EXPECT_NE(std::get<ProtocolViolation>(event).why.find(
                  "not a GTP response to 'protocol_version': 'error unknown command"),
              std::string::npos);
}

TEST(NboardAdapter, SendsTheGameThenItsMovesAndIgnoresStaleAnswers) {
    auto nboard = make_nboard_adapter();
    EXPECT_EQ(nboard->greeting(), (std::vector<std::string>{"nboard 2", "ping 1"}));
    EXPECT_TRUE(std::holds_alternative<Ignored>(nboard->read("set myname Edax4.4")));
    EXPECT_TRUE(std::holds_alternative<EngineReady>(nboard->read("pong 1")));
    EXPECT_EQ(nboard->identity().name, "Edax4.4");

    MoveRequest first = request_after({"f5", "d6"});
    first.limits.depth = 8;
    EXPECT_EQ(nboard->ask(1, first).lines,
              (std::vector<std::string>{
                  "set depth 8",
                  "set game (;GM[Othello]PC[reversi-match]TY[8]BO[8 "
                  "---------------------------O*------*O--------------------------- *]B[F5]W[D6];)",
                  "ping 2", "go"}));
    // Superseded before its answer: the old `===` comes before the pong and is ignored.
    MoveRequest second = request_after({"f5", "d6", "c3"});
    second.limits.depth = 8;
    EXPECT_EQ(nboard->ask(2, second).lines, (std::vector<std::string>{"move C3", "ping 3", "go"}));
    EXPECT_TRUE(std::holds_alternative<Ignored>(nboard->read("=== C5/1.00/0.1")));
    EXPECT_TRUE(std::holds_alternative<Ignored>(nboard->read("pong 2")));
    EXPECT_TRUE(std::holds_alternative<Ignored>(nboard->read("status thinking")));
    EXPECT_TRUE(std::holds_alternative<Ignored>(nboard->read("pong 3")));
    EXPECT_FALSE(nboard->idle());
    const AdapterEvent answer = nboard->read("=== d3/-2.00/0.5");
    ASSERT_TRUE(std::holds_alternative<MoveAnswer>(answer));
    EXPECT_EQ(std::get<MoveAnswer>(answer).serial, 2u);
    EXPECT_EQ(std::get<MoveAnswer>(answer).move, "d3");
    EXPECT_TRUE(nboard->idle());
}

TEST(NboardAdapter, WritesPassesAsPaAndReadsThemBack) {
    auto nboard = make_nboard_adapter();
    nboard->greeting();
    nboard->read("pong 1");
    nboard->ask(1, request_after({"f5"}));
    nboard->read("pong 2");
    EXPECT_EQ(std::get<MoveAnswer>(nboard->read("=== PA")).move, "pass");
    const std::vector<std::string> lines = nboard->ask(2, request_after({"f5", "d6"})).lines;
    EXPECT_EQ(lines.front(), "move D6");
    MoveRequest leveled = request_after({"f5"});
    leveled.level = Level::Easy;
    EXPECT_NE(nboard->ask(3, leveled).refusal.find("NBoard has no level"), std::string::npos);
}

TEST(NboardAdapter, ALineProtocolEngineFailsTheHandshakeWithItsWords) {
    auto nboard = make_nboard_adapter();
    nboard->greeting();
    const AdapterEvent event = nboard->read("error unknown command: nboard");
    ASSERT_TRUE(std::holds_alternative<ProtocolViolation>(event));
    EXPECT_EQ(std::get<ProtocolViolation>(event).why,
              "not an NBoard reply: 'error unknown command: nboard'; it answers in the line "
              "protocol: for reversi-engine, add --nboard to its command line, or give this side "
              "the protocol line");
}

// NTest prints a banner before its first reply: lines that are no NBoard reply are skipped (and
// logged) up to a bound, before the handshake and between replies; an engine that only talks
// is refused all the same.
TEST(NboardAdapter, SkipsABannerButNotEndlessTalk) {
    auto nboard = make_nboard_adapter();
    nboard->greeting();
    const AdapterEvent banner = nboard->read("NTest version 2.1, (c) Chris Welty");
    ASSERT_TRUE(std::holds_alternative<Skipped>(banner));
    EXPECT_EQ(std::get<Skipped>(banner).note,
              "not an NBoard reply, skipped: 'NTest version 2.1, (c) Chris Welty'");
    EXPECT_TRUE(std::holds_alternative<Skipped>(nboard->read("Using book learn.bk")));
    EXPECT_TRUE(std::holds_alternative<EngineReady>(nboard->read("pong 1")));
    nboard->ask(1, request_after({"f5"}));
    EXPECT_TRUE(std::holds_alternative<Skipped>(nboard->read("thinking...")));
    nboard->read("pong 2");
    const AdapterEvent answer = nboard->read("=== D6/-2.6/0.3");
    ASSERT_TRUE(std::holds_alternative<MoveAnswer>(answer));
    EXPECT_EQ(std::get<MoveAnswer>(answer).eval, -3) << "the answer's eval, rounded";

    auto talker = make_nboard_adapter();
    talker->greeting();
    AdapterEvent last = Ignored{};
    for (int i = 0; i < 101 && !std::holds_alternative<ProtocolViolation>(last); ++i)
        last = talker->read("hello");
    ASSERT_TRUE(std::holds_alternative<ProtocolViolation>(last));
    EXPECT_EQ(std::get<ProtocolViolation>(last).why,
              "100 lines in a row that are not NBoard replies; the last: 'hello'");
}

// NBoard has no reply to `set`: an option is taken when the engine answers it with the same
// line before the pong (ours does); otherwise that move fails, naming the option.
TEST(NboardAdapter, AnOptionMustBeAnsweredBeforeThePong) {
    for (const bool confirmed : {true, false}) {
        auto nboard = make_nboard_adapter();
        nboard->greeting();
        nboard->read("pong 1");
        MoveRequest request = request_after({"f5"});
        request.settings = {EngineSetting{"Move Overhead", "100"}};
        EXPECT_EQ(nboard->ask(1, request).lines.front(), "set Move_Overhead 100");
        if (confirmed) nboard->read("set move_overhead 100");
        const AdapterEvent pong = nboard->read("pong 2");
        if (confirmed) {
            EXPECT_TRUE(std::holds_alternative<Ignored>(pong));
            continue;
        }
        ASSERT_TRUE(std::holds_alternative<ProtocolViolation>(pong));
        EXPECT_NE(std::get<ProtocolViolation>(pong).why.find(
                      "did not take the option Move Overhead=100: no `set Move_Overhead 100`"),
                  std::string::npos)
            << std::get<ProtocolViolation>(pong).why;
    }
}

TEST(LineAdapter, SendsOnlyTheLevelAndSeedARequestSets) {
    auto line = make_line_adapter();
    EXPECT_EQ(line->greeting(), std::vector<std::string>{"reversi"});
    line->read("id name some-engine");
    line->read("id version 3.1");
    EXPECT_TRUE(std::holds_alternative<EngineReady>(line->read("reversiok")));
    EXPECT_EQ(line->identity().name, "some-engine");
    EXPECT_EQ(line->identity().version, "3.1");
    EXPECT_EQ(line->ask(1, request_after({"f5"})).lines,
              (std::vector<std::string>{"position startpos moves f5", "go"}));
    MoveRequest full = request_after({});
    full.level = Level::Normal;
    full.seed = 4;
    full.limits.nodes = 10;
    EXPECT_EQ(
        line->ask(2, full).lines,
        (std::vector<std::string>{"position startpos", "level normal", "seed 4", "go nodes 10"}));
    // A second reversiok is a fault, not a crash.
    EXPECT_TRUE(std::holds_alternative<ProtocolViolation>(line->read("reversiok")));
}

// A long search's progress lines say no score: the last iteration's line stays what counts.
TEST(LineAdapter, TakesIterationsNotProgressLinesForTheSearchsReport) {
    auto line = make_line_adapter();
    line->read("reversiok");
    static_cast<void>(line->ask(1, request_after({})));
    const AdapterEvent iteration =
        line->read("info depth 9 nodes 5000 score 3 scoretype estimate selectivity 5 pv f5 d6");
    ASSERT_TRUE(std::holds_alternative<InfoLine>(iteration));
    EXPECT_EQ(std::get<InfoLine>(iteration).info.depth, 9);
    EXPECT_TRUE(std::holds_alternative<Ignored>(
        line->read("info nodes 900000 time 1000 nps 900000 hashfull 12")));
}

}  // namespace
}  // namespace reversi::client
