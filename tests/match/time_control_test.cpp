// SPDX-License-Identifier: GPL-3.0-or-later
// Clocks without processes: --tc read strictly, a game's two clocks charged with times the test
// chooses, losses on time in the table, and version 3 games files (with version 2 still read).
#include <gtest/gtest.h>

#include <sstream>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "games_file_fixtures.hpp"
#include "match/games_file.hpp"
#include "match/match_options.hpp"
#include "match/match_report.hpp"
#include "match/results.hpp"
#include "match/time_control.hpp"
#include "parse_arguments.hpp"

namespace reversi::match {
namespace {

using std::chrono::microseconds;
using std::chrono::milliseconds;
using testing::as_version;
using testing::replaced;
using testing::written;

using testing::parse;
using Charged = RefereeClocks::Charged;

TEST(TimeControl, ReadsSecondsAndAnIncrementToTheMillisecond) {
    const std::vector<std::tuple<std::string, int, int, std::string>> good{
        {"10+0.1", 10'000, 100, "10+0.1"},          {"60", 60'000, 0, "60+0"},
        {"0.5+0.01", 500, 10, "0.5+0.01"},          {"1.250+0", 1'250, 0, "1.25+0"},
        {"0.001+3600", 1, 3'600'000, "0.001+3600"}, {"86400", 86'400'000, 0, "86400+0"},
        {"007+00.5", 7'000, 500, "7+0.5"}};
    for (const auto& [text, start_ms, increment_ms, canonical] : good) {
        const auto tc = parse_time_control(text);
        ASSERT_TRUE(tc.has_value()) << text;
        EXPECT_EQ(tc->start, milliseconds(start_ms)) << text;
        EXPECT_EQ(tc->increment, milliseconds(increment_ms)) << text;
        EXPECT_EQ(time_control_text(*tc), canonical);
        EXPECT_EQ(parse_time_control(canonical), tc) << "the text reads back";
    }
}

TEST(TimeControl, RefusesEveryOtherForm) {
    for (const char* text :
         {"",        "+",    "+1",    "10+",       "0",           "0+1",
          "0.000+1", "-1",   "10+-1", "1.2345",    "10+0.0001",   "1.",
          ".5",      "1e3",  "0x10",  "10+0.1+1",  " 10",         "10 ",
          "10+ 1",   "10,5", "ten",   "86400.001", "10+3600.001", "1000000000000"})
        EXPECT_FALSE(parse_time_control(text).has_value()) << "'" << text << "'";
}

TEST(MatchOptions, TakeATimeControlOnceAndNotBesideAMoveTimeout) {
    const auto parsed = parse({"--tc", "10+0.1", "--a-nodes", "5000"});
    ASSERT_TRUE(parsed.options.has_value()) << parsed.error;
    EXPECT_EQ(parsed.options->tc, (TimeControl{milliseconds(10'000), milliseconds(100)}));
    EXPECT_EQ(parsed.options->a.limits.nodes, 5000u) << "a budget combines with the clock";
    EXPECT_EQ(parse({"--tc=2.5"}).options->tc, (TimeControl{milliseconds(2'500), milliseconds(0)}));
    EXPECT_FALSE(parse({}).options->tc.has_value()) << "no clock unless asked";

    const std::vector<std::pair<std::vector<const char*>, std::string>> refused{
        {{"--tc", "10+"}, "--tc 10+: expected SECONDS or SECONDS+INCREMENT (e.g. 60 or 10+0.1)"},
        {{"--tc", "0"}, "--tc 0: expected SECONDS or SECONDS+INCREMENT"},
        {{"--tc", "1", "--tc", "2"}, "--tc is given twice"},
        {{"--tc"}, "--tc needs a value"},
        {{"--tc", "5", "--timeout-ms", "100"}, "--timeout-ms is for matches without a clock"}};
    for (const auto& [args, reason] : refused) {
        const auto bad = parse(args);
        EXPECT_FALSE(bad.options.has_value()) << reason;
        EXPECT_NE(bad.error.find(reason), std::string::npos) << bad.error;
    }
    EXPECT_NE(match_usage().find("--tc S[+I]"), std::string::npos);
}

TEST(RefereeClocks, ChargeTheMoverAndAddTheIncrementAfterEachMove) {
    RefereeClocks clocks(TimeControl{milliseconds(1'000), milliseconds(100)});
    EXPECT_EQ(clocks.left(Side::A), milliseconds(1'000));
    EXPECT_EQ(clocks.charge(Side::A, microseconds(300'000)), Charged::InTime);
    EXPECT_EQ(clocks.left(Side::A), milliseconds(800));  // 1000 - 300 + 100
    EXPECT_EQ(clocks.left(Side::B), milliseconds(1'000)) << "the other clock does not run";
    EXPECT_EQ(clocks.charge(Side::B, microseconds(1)), Charged::InTime);
    EXPECT_EQ(clocks.left(Side::B), microseconds(1'099'999));
    // Using exactly what is left is still in time; the increment follows.
    EXPECT_EQ(clocks.charge(Side::A, milliseconds(800)), Charged::InTime);
    EXPECT_EQ(clocks.left(Side::A), milliseconds(100));
    // One microsecond more than is left loses on time, increment or not.
    EXPECT_EQ(clocks.charge(Side::A, microseconds(100'001)), Charged::LostOnTime);
    EXPECT_EQ(clocks.left(Side::A), microseconds(0));
}

// --time-margin (fastchess's timemargin): a reply late by the scheduling of a busy machine, up to
// the margin, is no loss on time; the clock stops at zero and gains the increment.
TEST(RefereeClocks, AReplyLateWithinTheMarginIsNoLossOnTime) {
    RefereeClocks clocks(TimeControl{milliseconds(1'000), milliseconds(100)}, milliseconds(50));
    EXPECT_EQ(clocks.charge(Side::A, milliseconds(1'030)), Charged::LateWithinMargin);
    EXPECT_EQ(clocks.left(Side::A), milliseconds(100)) << "zero, then the increment";
    EXPECT_EQ(clocks.charge(Side::A, milliseconds(150)), Charged::LateWithinMargin);
    EXPECT_EQ(clocks.charge(Side::A, microseconds(150'001)), Charged::LostOnTime);
    EXPECT_EQ(clocks.left(Side::A), microseconds(0));
    EXPECT_EQ(clocks.charge(Side::B, milliseconds(1'000)), Charged::InTime);
    const auto parsed = parse({"--tc", "1", "--time-margin", "50"});
    ASSERT_TRUE(parsed.options.has_value()) << parsed.error;
    EXPECT_EQ(parsed.options->time_margin, milliseconds(50));
    EXPECT_NE(
        parse({"--time-margin", "50"}).error.find("--time-margin is for matches on the clock"),
        std::string::npos);
    EXPECT_NE(parse({"--tc", "1", "--time-margin", "-1"}).error.find("expected a number from 0"),
              std::string::npos);
}

TEST(RefereeClocks, TellTheEngineEachColorsTimeRoundedDown) {
    RefereeClocks clocks(TimeControl{milliseconds(2'000), milliseconds(50)});
    ASSERT_EQ(clocks.charge(Side::A, microseconds(400'700)), Charged::InTime);  // A: 1649.3 ms left
    // B has Black in this game: the colours follow the sides.
    const client::RequestClock clock = clocks.for_request(Side::B);
    EXPECT_EQ(clock.black_left, milliseconds(2'000));
    EXPECT_EQ(clock.white_left, milliseconds(1'649));
    EXPECT_EQ(clock.start, milliseconds(2'000));
    EXPECT_EQ(clock.increment, milliseconds(50));
    EXPECT_EQ(clocks.for_request(Side::A).black_left, milliseconds(1'649));
}

GameRecord game_of(int number, const std::vector<std::string>& moves) {
    return testing::game_from_moves(number, moves, microseconds(2'100'000), microseconds(600'000));
}

MatchHeader clocked_header() {
    MatchHeader header;
    header.a = "engine one";
    header.b = "engine two";
    header.openings = "random, 2 plies, seed 1";
    header.opening_count = 1;
    header.tc = TimeControl{milliseconds(2'000), milliseconds(50)};
    return header;
}

// Game 1: A (Black) lost on time after three moves; game 2: B (Black) lost on time at once.
std::vector<GameRecord> games_lost_on_time() {
    std::vector<GameRecord> games{game_of(1, {"f5", "d6", "c3"}), game_of(2, {})};
    games[0].lost_on_time = Side::A;
    games[0].winner = Side::B;
    games[1].lost_on_time = Side::B;
    games[1].winner = Side::A;
    return games;
}

TEST(Tally, CountsALossOnTimeAsALossInItsOwnColumn) {
    const Tally t = tally(games_lost_on_time());
    EXPECT_EQ(t.wins, 1);
    EXPECT_EQ(t.losses, 1);
    EXPECT_EQ(t.time_losses_a, 1);
    EXPECT_EQ(t.time_losses_b, 1);
    EXPECT_EQ(t.forfeits_a + t.forfeits_b, 0) << "a loss on time is not a forfeit";
    const auto games = games_lost_on_time();
    EXPECT_EQ(pair_result(games[0], games[1]), 2) << "one point each: a loss is a loss";
}

TEST(MatchTable, HasATimeLossColumnOnlyWithClocks) {
    std::ostringstream clocked;
    print_table(clocked, clocked_header(), games_lost_on_time());
    EXPECT_NE(clocked.str().find("\ntime control: 2+0.05 (seconds per side per game + seconds "
                                 "added after each move)\nA: engine one\n"),
              std::string::npos)
        << clocked.str();
    EXPECT_NE(clocked.str().find("engine  games   wins  draws  losses   score  forfeits  time "
                                 "losses\nA           2      1      0       1   50.0%         0 "
                                 "           1\n"),
              std::string::npos)
        << clocked.str();
    MatchHeader plain = clocked_header();
    plain.tc.reset();
    std::ostringstream unclocked;
    print_table(unclocked, plain, games_lost_on_time());
    EXPECT_EQ(unclocked.str().find("time"), std::string::npos) << unclocked.str();
}

TEST(GamesFile, Version3KeepsTheTimeControlAndLossesOnTime) {
    const std::string text = written(clocked_header(), games_lost_on_time());
    EXPECT_EQ(text.substr(0, text.find('\n')), "reversi-match games version 6");
    EXPECT_NE(text.find("\ntc 2+0.05\n"), std::string::npos) << text;
    EXPECT_NE(text.find(" time-a 2.100000 time-b 0.600000 time-loss A moves f5 d6 c3\n"),
              std::string::npos)
        << text;
    const auto parsed = parse_games_file(text);
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    const GamesFile& file = *parsed.value;
    EXPECT_EQ(file.header.tc, clocked_header().tc);
    ASSERT_EQ(file.games.size(), 2u);
    EXPECT_EQ(file.games[0].lost_on_time, Side::A);
    EXPECT_EQ(file.games[0].winner, Side::B);
    EXPECT_FALSE(file.games[0].forfeit.has_value());
    EXPECT_EQ(file.games[1].lost_on_time, Side::B);
    EXPECT_EQ(written(file.header, file.games), text) << "nothing is lost on the way";

    MatchHeader plain = clocked_header();
    plain.tc.reset();
    EXPECT_NE(written(plain, {}).find("\ntc none\n"), std::string::npos);
}

TEST(GamesFile, RefusesAWrongTimeControlOrLossOnTime) {
    const std::string good = written(clocked_header(), games_lost_on_time());
    const std::vector<std::pair<std::string, std::string>> damaged{
        {replaced(good, "tc 2+0.05\n", ""), "no 'tc' line"},
        {replaced(good, "tc 2+0.05", "tc 2+"), "tc: expected none or SECONDS+INCREMENT"},
        {replaced(good, "tc 2+0.05\n", "tc 2+0.05\ntc none\n"), "given twice"},
        {replaced(good, "time-loss A moves", "time-loss C moves"), "a malformed time-loss"},
        {replaced(good, "winner B time-a", "winner A time-a"), "winner"},
        {replaced(good, "time-loss A moves", "moves"), "not over"},
        {replaced(good, "time-loss A moves", "time-loss A forfeit A crashed moves"),
         "both on time and by forfeit"},
        {replaced(good, "version 6", "version 7"), "reads versions 2 to 6"},
    };
    for (const auto& [text, reason] : damaged) {
        const auto parsed = parse_games_file(text);
        EXPECT_FALSE(parsed.value.has_value()) << reason;
        EXPECT_NE(parsed.error.find(reason), std::string::npos) << parsed.error;
    }
}

TEST(GamesFile, Version2IsReadAsAMatchWithoutClocks) {
    MatchHeader plain = clocked_header();
    plain.tc.reset();
    std::vector<GameRecord> games{game_of(1, {"f5", "d6", "c3"})};
    games[0].forfeit = Forfeit{Side::A, client::EngineFault::Crashed, {}};
    games[0].winner = Side::B;
    // What the previous release wrote: version 2, no tc line.
    const std::string version2 = replaced(as_version(written(plain, games), 2), "tc none\n", "");
    const auto parsed = parse_games_file(version2);
    ASSERT_TRUE(parsed.value.has_value()) << parsed.error;
    const GamesFile& file = *parsed.value;
    EXPECT_FALSE(file.header.tc.has_value());
    EXPECT_EQ(file.games[0].forfeit->fault, client::EngineFault::Crashed);
    // Clocks did not exist in version 2: their words are not read there.
    const auto with_tc = parse_games_file(replaced(version2, "shard", "tc 1+0\nshard"));
    EXPECT_FALSE(with_tc.value.has_value());
    EXPECT_NE(with_tc.error.find("unknown line 'tc'"), std::string::npos) << with_tc.error;
    EXPECT_FALSE(
        parse_games_file(replaced(version2, "forfeit A crashed", "time-loss A")).value.has_value());
}

}  // namespace
}  // namespace reversi::match
