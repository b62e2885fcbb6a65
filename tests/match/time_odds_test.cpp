// SPDX-License-Identifier: GPL-3.0-or-later
// Time odds: --a-tc and --b-tc give each side a clock of its own. The referee keeps each clock
// by its side's time control, engines are told both, and the table, games file and GGF records
// carry both; a games file of other clocks is not resumed.
#include "match/exit_status.hpp"
#include "match/time_control.hpp"
#include "match_tool_fixture.hpp"
#include "parse_arguments.hpp"

namespace reversi::match {
namespace {

using std::chrono::microseconds;
using std::chrono::milliseconds;

TEST(TimeOddsOptions, EachSidesOwnClockReplacesTcForThatSide) {
    const auto odds = testing::parse({"--tc", "10+0.1", "--b-tc", "5"});
    ASSERT_TRUE(odds.options.has_value()) << odds.error;
    EXPECT_EQ(odds.options->tc, (TimeControl{milliseconds(10'000), milliseconds(100)}));
    EXPECT_EQ(odds.options->tc_b, (TimeControl{milliseconds(5'000), milliseconds(0)}));

    const auto both = testing::parse({"--a-tc", "1+0.01", "--b-tc", "2"});
    ASSERT_TRUE(both.options.has_value()) << both.error;
    EXPECT_EQ(both.options->tc, (TimeControl{milliseconds(1'000), milliseconds(10)}));
    EXPECT_EQ(both.options->tc_b, (TimeControl{milliseconds(2'000), milliseconds(0)}));

    // The same clock for both sides is no odds: the match reads as one with --tc.
    const auto same = testing::parse({"--tc", "3", "--a-tc", "3+0"});
    ASSERT_TRUE(same.options.has_value()) << same.error;
    EXPECT_FALSE(same.options->tc_b.has_value());

    const std::vector<std::pair<std::vector<const char*>, std::string>> refused{
        {{"--a-tc", "5"},
         "--a-tc: the other side needs a clock too: give --tc (for both) or --b-tc"},
        {{"--b-tc", "5"}, "--b-tc: the other side needs a clock too"},
        {{"--a-tc", "0", "--tc", "1"}, "--a-tc 0: expected SECONDS or SECONDS+INCREMENT"},
        {{"--a-tc", "1", "--b-tc", "2", "--timeout-ms", "100"},
         "--timeout-ms is for matches without a clock"},
        {{"--engine", "level=easy", "--engine", "level=hard", "--a-tc", "1"},
         "two ways to give the sides"},
    };
    for (const auto& [args, reason] : refused) {
        const auto bad = testing::parse(args);
        EXPECT_FALSE(bad.options.has_value()) << reason;
        EXPECT_NE(bad.error.find(reason), std::string::npos) << bad.error;
    }
    EXPECT_NE(match_usage().find("--b-tc S[+I]"), std::string::npos);
}

TEST(TimeOddsClocks, EachSideStartsAndGainsByItsOwnTimeControl) {
    RefereeClocks clocks(SideClocks{TimeControl{milliseconds(1'000), milliseconds(100)},
                                    TimeControl{milliseconds(400), milliseconds(0)}});
    EXPECT_EQ(clocks.left(Side::A), milliseconds(1'000));
    EXPECT_EQ(clocks.left(Side::B), milliseconds(400));
    EXPECT_EQ(clocks.charge(Side::A, milliseconds(300)), RefereeClocks::Charged::InTime);
    EXPECT_EQ(clocks.left(Side::A), milliseconds(800));
    EXPECT_EQ(clocks.charge(Side::B, milliseconds(300)), RefereeClocks::Charged::InTime);
    EXPECT_EQ(clocks.left(Side::B), milliseconds(100)) << "no increment for B";
    EXPECT_EQ(clocks.charge(Side::B, microseconds(100'001)), RefereeClocks::Charged::LostOnTime);

    // B has Black: Black's start and increment are B's, White's (A's) are told apart.
    const client::RequestClock told = clocks.for_request(Side::B);
    EXPECT_EQ(told.start_of(Color::Black), milliseconds(400));
    EXPECT_EQ(told.increment_of(Color::Black), milliseconds(0));
    EXPECT_EQ(told.start_of(Color::White), milliseconds(1'000));
    EXPECT_EQ(told.increment_of(Color::White), milliseconds(100));
    EXPECT_EQ(told.white_left, milliseconds(800));
    const client::RequestClock even =
        RefereeClocks(TimeControl{milliseconds(5), {}}).for_request(Side::A);
    EXPECT_FALSE(even.white_start.has_value()) << "no odds, nothing more is told";
}

}  // namespace
}  // namespace reversi::match

namespace reversi::testing_support {

TEST_F(MatchTool, TimeOddsShowInTheTableTheGamesFileAndTheGgfRecords) {
    const std::string ggf = path("odds.ggf");
    const std::vector<std::string> odds{"--a-level", "easy",   "--b-level", "easy",       "--a-tc",
                                        "20+0.1",    "--b-tc", "10",        "--openings", "1"};
    std::vector<std::string> args = odds;
    args.insert(args.end(), {"--games-file", games_path_, "--ggf-file", ggf});
    const auto out = run(args);
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.out, "time control: A 20+0.1, B 10+0 (time odds)")) << out.out;
    const std::string file = read(games_path_);
    EXPECT_TRUE(file.starts_with("reversi-match games version 6\n")) << file;
    EXPECT_TRUE(contains(file, "\ntc 20+0.1 10+0\n")) << file;
    EXPECT_EQ(games().size(), 2U);
    const std::string records = read(ggf);
    // Game 1: A (20 s + 0.1 s) has Black; game 2: B (10 s) has Black. No shared TI.
    EXPECT_TRUE(contains(records, "TB[00:20/00:00.100/00:00]TW[00:10/00:00/00:00]")) << records;
    EXPECT_TRUE(contains(records, "TB[00:10/00:00/00:00]TW[00:20/00:00.100/00:00]")) << records;
    EXPECT_FALSE(contains(records, "TI[")) << records;

    // merge reads the odds back; --resume refuses the file under even clocks.
    const auto merged = run({"merge", games_path_});
    EXPECT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_TRUE(contains(merged.out, "time control: A 20+0.1, B 10+0 (time odds)")) << merged.out;
    const auto even = run({"--a-level", "easy", "--b-level", "easy", "--tc", "20+0.1", "--openings",
                           "1", "--resume", games_path_});
    EXPECT_EQ(even.exit_code, match::exit_code(match::ExitStatus::BadGamesFile)) << even.err;
    EXPECT_TRUE(contains(even.err, "time control")) << even.err;
}

// --time-margin: with a clock of one millisecond and no increment nearly every reply is late,
// but within five seconds of margin none is lost on time; the table and the games file count
// the late replies. Without the margin the same match loses on time.
TEST_F(MatchTool, RepliesLateWithinTheTimeMarginAreCountedNotLost) {
    const std::vector<std::string> match{"--a-level",    "easy",     "--b-level",  "easy",
                                         "--tc",         "0.001",    "--openings", "1",
                                         "--games-file", games_path_};
    std::vector<std::string> with_margin = match;
    with_margin.insert(with_margin.end(), {"--time-margin", "5000"});
    const auto out = run(with_margin);
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.out, "time margin: 5000 ms; replies late within it: A ")) << out.out;
    int late = 0;
    for (const auto& game : games()) {
        EXPECT_FALSE(game.time_loss_side.has_value()) << "game " << game.number;
        expect_replays(game);
        late += game.late.empty() ? 0 : 1;
    }
    EXPECT_EQ(late, 2) << "both games had late replies";
    EXPECT_TRUE(contains(read(games_path_), "\ntime-margin 5000\n"));
    std::vector<std::string> without = match;
    without.push_back("--overwrite");
    ASSERT_EQ(run(without).exit_code, 0);
    for (const auto& game : games())
        EXPECT_TRUE(game.time_loss_side.has_value()) << "game " << game.number;
}

}  // namespace reversi::testing_support
