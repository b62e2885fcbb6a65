// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-match --ponder: our engine on both sides, each pondering on the reply it expects
// while the other thinks, plays whole games on the clock; the option asks for a clock and
// leaves sides of other protocols alone, with a warning.
#include <sstream>
#include <string>

#include "match_tool_fixture.hpp"

namespace reversi::testing_support {
namespace {

TEST_F(MatchTool, PonderingOnBothSidesPlaysWholeGamesWithoutAForfeit) {
    // The margin absorbs a loaded machine's scheduling: this test is about the conversation.
    const auto out =
        run({"--a-engine", kEngine, "--b-engine", kEngine, "--ponder", "--tc", "1+0.05",
             "--time-margin", "2000", "--openings", "2", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_FALSE(contains(out.err, "warning")) << out.err;
    const auto recorded = games();
    ASSERT_EQ(recorded.size(), 4u);
    for (const GameLineRecord& game : recorded) {
        EXPECT_FALSE(game.forfeit_side.has_value()) << game.forfeit_fault;
        EXPECT_FALSE(game.time_loss_side.has_value());
        EXPECT_TRUE(game.winner == "A" || game.winner == "B" || game.winner == "draw");
        expect_replays(game);
    }
}

// What the tool sends a pondering side, read through a `tee` in front of the engine: after its
// move, `go ponder` on the reply it expects; then `ponderhit` when that reply comes, or `stop`
// and a new `go` when another does. Over 4 games both happen.
TEST_F(MatchTool, APonderingSideIsSentPonderhitOnAHitAndStopOnAMiss) {
    const std::string sent = path("sent.txt");
    const auto out =
        run({"--a-engine", "sh -c 'tee " + sent + " | " + kEngine + "'", "--b-engine", kEngine,
             "--a-ponder", "--tc", "1+0.05", "--time-margin", "2000", "--openings", "2"});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    // The sides' labels (the table's and the games file's) say which side pondered.
    const std::size_t b_label = out.out.find("\nB: ");
    ASSERT_NE(b_label, std::string::npos) << out.out;
    EXPECT_TRUE(contains(out.out.substr(0, b_label), "go ponder on the other side's time"))
        << out.out;
    EXPECT_FALSE(contains(out.out.substr(b_label), "go ponder")) << out.out;
    std::istringstream lines(read(sent));
    int go_ponder = 0;
    int hits = 0;
    int misses = 0;
    bool pondering = false;
    for (std::string line; std::getline(lines, line);) {
        if (line.starts_with("go ponder ")) {
            EXPECT_FALSE(pondering) << "a second go ponder before the first ended";
            pondering = true;
            ++go_ponder;
        } else if (pondering && line == "ponderhit") {
            ++hits;
            pondering = false;
        } else if (pondering && line == "stop") {
            ++misses;
            pondering = false;
        } else if (pondering) {
            ADD_FAILURE() << "sent while pondering: " << line;
        }
    }
    EXPECT_GT(hits, 0) << go_ponder << " go ponder";
    EXPECT_GT(misses, 0) << go_ponder << " go ponder";
    EXPECT_LE(hits + misses, go_ponder);
    EXPECT_GE(hits + misses, go_ponder - 4) << "only a game's end leaves a ponder unanswered";
}

TEST_F(MatchTool, PonderAsksForAClockAndWarnsOfSidesThatCannotPonder) {
    expect_refused_as_usage(
        {{{"--ponder", "--openings", "1"}, "--ponder is for matches on the clock: give --tc"}});
    const auto out = run({"--a-engine", kEngine, "--b-protocol", "gtp", "--ponder", "--tc",
                          "1+0.05", "--time-margin", "2000", "--openings", "1"});
    EXPECT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.err, "warning: --ponder: side B speaks gtp, which has no pondering"))
        << out.err;
}

}  // namespace
}  // namespace reversi::testing_support
