// SPDX-License-Identifier: GPL-3.0-or-later
// --a-option and --b-option: an engine's own settings passed through by name, sent as each
// protocol says, named in the side labels, and refused before the first game when the engine
// does not offer them.
#include "match/exit_status.hpp"
#include "match_tool_fixture.hpp"

namespace reversi::testing_support {
// The engine's Level option set through each protocol's own command plays as the level sent
// the tool's way: line `setoption name Level value easy`, GTP `reversi-level easy`; NBoard's
// `set depth 3` (the option `depth`) reads as `go depth 3` does.
TEST_F(MatchTool, PassesEachSidesOptionsAsItsProtocolSays) {
    // The moves of each game of `file` after a run that must succeed.
    const auto moves_after = [](const ProcessOutput& out, const std::string& file) {
        EXPECT_EQ(out.exit_code, 0) << out.err;
        return moves_of(games_in(file));
    };
    const std::string sent = path("sent.txt");
    const std::string by_option = path("by-option.txt");
    const auto level_sent = moves_after(
        run({"--a-level", "easy", "--b-level", "normal", "--openings", "3", "--games-file", sent}),
        sent);
    const auto out = run({"--a-option", "Level=easy", "--b-option", "level=normal", "--openings",
                          "3", "--games-file", by_option});
    EXPECT_EQ(moves_after(out, by_option), level_sent);
    EXPECT_TRUE(contains(out.out, "sent: option Level=easy, a seed per game\n")) << out.out;

    const auto depth_sent = moves_after(run({"--a-level", "easy", "--b-depth", "3", "--openings",
                                             "3", "--games-file", sent, "--overwrite"}),
                                        sent);
    const auto others =
        run({"--a-protocol", "gtp", "--a-option", "Level=easy", "--b-protocol", "nboard",
             "--b-option", "depth=3", "--openings", "3", "--games-file", by_option, "--overwrite"});
    EXPECT_EQ(moves_after(others, by_option), depth_sent);
    EXPECT_NE(depth_sent, level_sent);
    EXPECT_TRUE(contains(others.out, "sent: option depth=3\n")) << others.out;
}

// An option the engine does not offer, or a value its handshake's `option` line does not allow,
// stops the match before the first game, never at game 1 with a verdict of forfeits.
TEST_F(MatchTool, AnOptionTheEngineDoesNotOfferOrAllowStopsTheMatchBeforeTheFirstGame) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases{
        {{"--b-option", "Frobnicate=1"},
         "it cannot be sent the option Frobnicate=1: it offers no option 'Frobnicate'"},
        {{"--b-protocol", "gtp", "--b-option", "Frob Level=2"},
         "it lists no command reversi-frob_level (list_commands)"},
        {{"--b-option", "Hash=0"},
         "the option Hash=0: it takes a whole number from 1 to 4096 (its `option` line)"},
        {{"--b-option", "MultiPV=two"}, "the option MultiPV=two: it takes a whole number from 1"},
        {{"--b-option", "level=expert"},
         "the option level=expert: it takes one of easy, normal, hard (its `option` line)"},
    };
    for (const auto& [args, why] : cases) {
        std::vector<std::string> with_file = args;
        with_file.insert(with_file.end(), {"--openings", "1", "--games-file", games_path_});
        const auto out = run(with_file);
        EXPECT_EQ(out.exit_code, match::exit_code(match::ExitStatus::HandshakeFailed)) << out.err;
        EXPECT_TRUE(contains(out.err, "reversi-match: engine B (")) << out.err;
        EXPECT_TRUE(contains(out.err, why)) << out.err;
        EXPECT_FALSE(std::ifstream(games_path_).good()) << "no games file";
    }
    // A combo's word in another case is the same word, as the engine reads it.
    const auto allowed = run({"--a-option", "Level=EASY", "--b-option", "Hash=1", "--b-level",
                              "easy", "--openings", "1"});
    EXPECT_EQ(allowed.exit_code, 0) << allowed.err;
}

TEST_F(MatchTool, RefusesAnOptionNoProtocolLineCanCarry) {
    const RefusedArgs refused{
        {{"--a-option", "Hash"}, "--a-option Hash: expected NAME=VALUE"},
        {{"--a-option", "=3"}, "--a-option =3: expected NAME=VALUE"},
        {{"--a-option", "Hash=1", "--a-option", "hash=2"},
         "--a-option hash=2: the option Hash is given twice"},
        {{"--b-option", "Max;Depth=1"}, "a name is letters, digits"},
        {{"--a-protocol", "nboard", "--a-option", "game=x"}, "`set game` is the position"},
        {{"--a-protocol", "gtp", "--a-option", "komi=1 2"}, "a GTP command's value is one word"},
        {{"--engine", "level=easy,option=Hash=1,option=hash=2", "--engine", "level=hard"},
         "the option Hash is given twice"},
    };
    expect_refused_as_usage(refused);
}

}  // namespace reversi::testing_support
