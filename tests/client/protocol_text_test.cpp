// SPDX-License-Identifier: GPL-3.0-or-later
// The client's side of the text: reading reply lines, writing requests, splitting command lines.
#include <gtest/gtest.h>

#include <set>
#include <string_view>
#include <utility>
#include <vector>

#include "client/command_line.hpp"
#include "client/reply_line.hpp"
#include "client/request_commands.hpp"
#include "core/notation.hpp"

namespace reversi::client {
namespace {

TEST(ReplyLine, ReadsABestMove) {
    const auto reply = parse_reply_line("bestmove d3");
    ASSERT_TRUE(std::holds_alternative<BestMoveReply>(reply));
    EXPECT_EQ(std::get<BestMoveReply>(reply).move, "d3");
}

TEST(ReplyLine, ReadsTheExpectedReplyAndTheResultBesideABestMove) {
    const auto pondering = parse_reply_line("bestmove d3 ponder c3");
    ASSERT_TRUE(std::holds_alternative<BestMoveReply>(pondering));
    EXPECT_EQ(std::get<BestMoveReply>(pondering).move, "d3");
    EXPECT_EQ(std::get<BestMoveReply>(pondering).ponder, "c3");
    const auto solved = parse_reply_line("bestmove d3 ponder c3 result win");
    ASSERT_TRUE(std::holds_alternative<BestMoveReply>(solved));
    EXPECT_EQ(std::get<BestMoveReply>(solved).ponder, "c3");
    for (const char* line :
         {"bestmove d3 ponder", "bestmove d3 ponder c3 ponder c4", "bestmove d3 colour red"})
        EXPECT_TRUE(std::holds_alternative<UnknownReply>(parse_reply_line(line))) << line;
}

TEST(ReplyLine, ReadsAnInfoLineWithItsPrincipalVariation) {
    const auto reply = parse_reply_line("info depth 3 nodes 120 score -4 pv d3 c5 pass");
    ASSERT_TRUE(std::holds_alternative<InfoReply>(reply));
    const SearchInfo& info = std::get<InfoReply>(reply).info;
    EXPECT_EQ(info.depth, 3);
    EXPECT_EQ(info.nodes, 120u);
    EXPECT_EQ(info.score, -4);
    ASSERT_EQ(info.pv.size(), 3u);
    EXPECT_TRUE(info.pv[2].is_pass());
}

// The timing keys are read too, and kept apart from what the search found.
TEST(ReplyLine, ReadsTheTimeAndSpeedOfAnInfoLine) {
    const auto reply = parse_reply_line("info depth 2 nodes 53 score 3 time 12 nps 4416 pv f4 f6");
    ASSERT_TRUE(std::holds_alternative<InfoReply>(reply));
    const InfoReply& info = std::get<InfoReply>(reply);
    EXPECT_EQ(info.info.nodes, 53u);
    EXPECT_EQ(info.time_ms, 12u);
    EXPECT_EQ(info.nps, 4416u);
    EXPECT_EQ(info.info.pv.size(), 2u);
    for (const char* line : {"info depth 2 time x pv f4", "info depth 2 nps -1 pv f4",
                             "info depth 2 time 1 time 2 pv f4"}) {
        EXPECT_TRUE(std::holds_alternative<UnknownReply>(parse_reply_line(line))) << line;
    }
}

// PROTOCOL.md lets later engines add keys before `pv`: their values are skipped.
TEST(ReplyLine, SkipsTheKeysItDoesNotKnow) {
    const auto reply = parse_reply_line(
        "info depth 20 multipv 2 nodes 7 score 1 scoretype wld hashfull 3 time 5 nps 1 pv a1");
    ASSERT_TRUE(std::holds_alternative<InfoReply>(reply));
    const SearchInfo& info = std::get<InfoReply>(reply).info;
    EXPECT_EQ(info.depth, 20);
    EXPECT_EQ(info.nodes, 7u);
    EXPECT_EQ(info.score, 1);
    ASSERT_EQ(info.pv.size(), 1u);
}

TEST(ReplyLine, TellsTheHandshakeFromTheRest) {
    EXPECT_TRUE(std::holds_alternative<HandshakeDone>(parse_reply_line("reversiok")));
    EXPECT_TRUE(std::holds_alternative<IdReply>(parse_reply_line("id name x")));
    EXPECT_TRUE(std::holds_alternative<IdReply>(parse_reply_line("id author someone")));
    const ReplyLine option =
        parse_reply_line("option name Move Overhead type spin default 50 min 0 max 10000");
    ASSERT_TRUE(std::holds_alternative<OptionReply>(option));
    EXPECT_EQ(std::get<OptionReply>(option).name, "Move Overhead");
    EXPECT_EQ(std::get<OptionReply>(option).type, "spin");
    EXPECT_EQ(std::get<OptionReply>(option).min, 0);
    EXPECT_EQ(std::get<OptionReply>(option).max, 10000);
    const ReplyLine combo =
        parse_reply_line("option name Level type combo default hard var easy var normal var hard");
    ASSERT_TRUE(std::holds_alternative<OptionReply>(combo));
    EXPECT_EQ(std::get<OptionReply>(combo).vars,
              (std::vector<std::string>{"easy", "normal", "hard"}));
    EXPECT_FALSE(std::get<OptionReply>(combo).min.has_value());
    EXPECT_TRUE(std::holds_alternative<BlankReply>(parse_reply_line("  \t")));
    EXPECT_TRUE(std::holds_alternative<ErrorReply>(parse_reply_line("error go: nope")));
}

TEST(ReplyLine, RefusesWhatTheProtocolDoesNotSay) {
    for (const char* line : {"bestmove", "bestmove d3 d4", "info depth x", "info depth 2 nodes",
                             "info pv zz", "reversiok now", "hello", "bestmov d3"}) {
        EXPECT_TRUE(std::holds_alternative<UnknownReply>(parse_reply_line(line))) << line;
    }
}

TEST(ReplyLine, QuotesOnlyPrintableTextOfBoundedLength) {
    const std::string quoted = quote_line(std::string(1000, 'a') + "\x01");
    EXPECT_LT(quoted.size(), 200u);
    EXPECT_EQ(quote_line("a\x01z"), "a?z");
}

TEST(RequestCommands, FromTheStartUseStartposAndTheMoves) {
    MoveRequest request;
    request.moves = {Move::at(*parse_square("f5")), Move::at(*parse_square("d6"))};
    request.level = Level::Normal;
    request.seed = 12;
    request.limits.nodes = 500;
    request.limits.depth = 3;
    const std::vector<std::string> expected{"position startpos moves f5 d6", "level normal",
                                            "seed 12", "go nodes 500 depth 3"};
    EXPECT_EQ(request_commands(request), expected);
}

TEST(RequestCommands, FromAnotherBaseSendTheBoard) {
    MoveRequest request;
    request.base = Position::start().after(Move::at(*parse_square("f5")));
    const auto lines = request_commands(request);
    EXPECT_EQ(lines.front(), "position board " + position_string(request.base));
    EXPECT_EQ(lines.back(), "go");
}

TEST(CommandLine, SplitsWordsAndKeepsQuotedBlanks) {
    const auto command =
        split_engine_command(R"(  /opt/my engine\ x --name 'two words' "say \"hi\"" '' )");
    ASSERT_TRUE(command.value.has_value()) << command.error;
    EXPECT_EQ(command.value->program, "/opt/my");
    const std::vector<std::string> expected{"engine x", "--name", "two words", R"(say "hi")", ""};
    EXPECT_EQ(command.value->arguments, expected);
}

TEST(CommandLine, NeverExpandsWhatAShellWould) {
    const auto command = split_engine_command("engine $HOME `id` ; rm * > out");
    ASSERT_TRUE(command.value.has_value());
    const std::vector<std::string> expected{"$HOME", "`id`", ";", "rm", "*", ">", "out"};
    EXPECT_EQ(command.value->arguments, expected);
}

TEST(CommandLine, RefusesUnbalancedQuotesAndEmptyLines) {
    for (const char* text : {"engine 'open", "engine \"open", "engine \\", "", "   "}) {
        const auto command = split_engine_command(text);
        EXPECT_FALSE(command.value.has_value()) << text;
        EXPECT_FALSE(command.error.empty());
    }
}

// Each of the six faults has its own name, one lower-case word or words joined by hyphens,
// which logs and the match tool's summaries print.
TEST(FaultNames, AreDistinctWords) {
    const std::vector<std::pair<EngineFault, std::string_view>> expected{
        {EngineFault::FailedToStart, "failed-to-start"},
        {EngineFault::Crashed, "crashed"},
        {EngineFault::TimedOut, "timed-out"},
        {EngineFault::Unintelligible, "unintelligible"},
        {EngineFault::IllegalMove, "illegal-move"},
        {EngineFault::BadRequest, "bad-request"},
    };
    std::set<std::string_view> names;
    for (const auto& [fault, name] : expected) {
        EXPECT_EQ(fault_name(fault), name);
        names.insert(fault_name(fault));
        for (char c : fault_name(fault))
            EXPECT_TRUE((c >= 'a' && c <= 'z') || c == '-') << fault_name(fault);
    }
    EXPECT_EQ(names.size(), expected.size());
}

}  // namespace
}  // namespace reversi::client
