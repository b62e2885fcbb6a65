// SPDX-License-Identifier: GPL-3.0-or-later
// Engines as they are met: an NBoard engine that prints a banner before its first reply (NTest)
// and talks between replies plays its match; one that never answers the ping is refused; NBoard
// options are taken only when the engine answers them (ours echoes `set NAME VALUE`); an engine
// started in another protocol than the side's gets a hint.
#include "match/exit_status.hpp"
#include "match_tool_fixture.hpp"

namespace reversi::testing_support {
namespace {

// Our engine in NBoard mode behind a shell that prints a banner first and a line of chatter
// after each answer, as engines that talk do.
std::string talking_engine() {
    return "sh -c 'echo NTest version 2.1, a banner; echo Using book learn.bk; " + kEngine +
           " --nboard --level easy | while IFS= read -r line; do printf \"%s\\n\" \"$line\"; "
           "case \"$line\" in ===*) echo thinking done;; esac; done'";
}

TEST_F(MatchTool, AnNboardEngineWithABannerPlaysItsMatch) {
    const auto out = run({"--a-protocol", "nboard", "--a-engine", talking_engine(), "--b-level",
                          "easy", "--openings", "5", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    const auto played = games();
    ASSERT_EQ(played.size(), 10U);
    for (const auto& game : played) {
        EXPECT_FALSE(game.forfeit_side.has_value()) << "game " << game.number;
        expect_replays(game);
    }
    EXPECT_TRUE(contains(out.err, "not an NBoard reply, skipped: 'NTest version 2.1, a banner'"))
        << out.err;
    EXPECT_TRUE(contains(out.err, "not an NBoard reply, skipped: 'thinking done'")) << out.err;
}

TEST_F(MatchTool, AnNboardEngineThatNeverAnswersThePingIsRefused) {
    const auto out = run({"--a-protocol", "nboard", "--a-engine", "yes hello", "--openings", "1"});
    EXPECT_EQ(out.exit_code, match::exit_code(match::ExitStatus::HandshakeFailed)) << out.err;
    EXPECT_TRUE(contains(out.err,
                         "100 lines in a row that are not NBoard replies; the last: "
                         "'hello'"))
        << out.err;
}

// Over NBoard our engine takes its options table (`set Hash 2`, `set Move_Overhead 20`) and says
// so; an option it refuses fails the move, so the match stops rather than label it sent.
TEST_F(MatchTool, OptionsOverNboardAreCheckedByTheEnginesAnswer) {
    const auto taken =
        run({"--a-protocol", "nboard", "--a-option", "Hash=2", "--a-option", "Move Overhead=20",
             "--a-option", "depth=2", "--b-level", "easy", "--openings", "1"});
    EXPECT_EQ(taken.exit_code, 0) << taken.err;
    EXPECT_TRUE(contains(taken.out, "sent: option Hash=2, option Move Overhead=20, option depth=2"))
        << taken.out;
    const auto refused = run(
        {"--a-protocol", "nboard", "--a-option", "Hash=0", "--b-level", "easy", "--openings", "1"});
    EXPECT_EQ(refused.exit_code, match::exit_code(match::ExitStatus::EngineFailed)) << refused.err;
    EXPECT_TRUE(contains(refused.err, "did not take the option Hash=0: no `set Hash 0` back"))
        << refused.err;
}

// Our engine without --gtp answers GTP's first command in the line protocol: the refusal says
// what to add.
TEST_F(MatchTool, AnEngineInAnotherProtocolGetsAHint) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases{
        {{"--a-protocol", "gtp", "--a-engine", kEngine},
         "it answers in the line protocol: for reversi-engine, add --gtp to its command line, or "
         "give --a-protocol line"},
        {{"--a-protocol", "nboard", "--a-engine", kEngine + " --gtp"},
         "it answers in GTP: for reversi-engine, add --nboard to its command line, or give "
         "--a-protocol gtp"},
        {{"--a-engine", kEngine + " --gtp"},
         "it answers in GTP: for reversi-engine, give neither --gtp nor --nboard on its command "
         "line, or give --a-protocol gtp"}};
    for (const auto& [args, hint] : cases) {
        std::vector<std::string> with = args;
        with.insert(with.end(), {"--openings", "1"});
        const auto out = run(with);
        EXPECT_EQ(out.exit_code, match::exit_code(match::ExitStatus::HandshakeFailed)) << out.err;
        EXPECT_TRUE(contains(out.err, hint)) << hint << "\n" << out.err;
    }
}

}  // namespace
}  // namespace reversi::testing_support
