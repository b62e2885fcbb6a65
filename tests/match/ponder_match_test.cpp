// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-match --ponder: our engine on both sides, each pondering on the reply it expects
// while the other thinks, plays whole games on the clock; the option asks for a clock and
// leaves sides of other protocols alone, with a warning.
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
