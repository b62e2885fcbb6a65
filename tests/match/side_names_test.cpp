// SPDX-License-Identifier: GPL-3.0-or-later
// --a-name and --b-name (and two --engine's name=): the name a side goes by in the table, the
// games file's header and the GGF records; names no file can carry are refused.
#include "match/exit_status.hpp"
#include "match_tool_fixture.hpp"

namespace reversi::testing_support {

TEST_F(MatchTool, NamesEachSideInTheTableTheGamesFileAndTheGgfRecords) {
    const std::string ggf = path("named.ggf");
    const auto out =
        run({"--a-name", "alpha", "--b-name", "beta-2", "--a-level", "easy", "--b-level", "easy",
             "--openings", "1", "--games-file", games_path_, "--ggf-file", ggf});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.out, "\nA (alpha): reversi-engine")) << out.out;
    EXPECT_TRUE(contains(out.out, "\nB (beta-2): reversi-engine")) << out.out;
    const std::string file = read(games_path_);
    EXPECT_TRUE(file.starts_with("reversi-match games version 6\n")) << file;
    EXPECT_TRUE(contains(file, "\nname-a alpha\nname-b beta-2\n")) << file;
    const std::string records = read(ggf);
    EXPECT_TRUE(contains(records, "PB[alpha (A)]PW[beta-2 (B)]")) << records;
    EXPECT_TRUE(contains(records, "PB[beta-2 (B)]PW[alpha (A)]")) << records;
    EXPECT_EQ(games().size(), 2U);

    // merge reads the names back; --resume refuses a file whose sides had other names.
    const auto merged = run({"merge", games_path_});
    EXPECT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_TRUE(contains(merged.out, "\nA (alpha): ")) << merged.out;
    const auto renamed = run({"--a-name", "gamma", "--b-name", "beta-2", "--a-level", "easy",
                              "--b-level", "easy", "--openings", "1", "--resume", games_path_});
    EXPECT_EQ(renamed.exit_code, match::exit_code(match::ExitStatus::BadGamesFile)) << renamed.err;
    EXPECT_TRUE(contains(renamed.err, "side A's name")) << renamed.err;
}

TEST_F(MatchTool, AnUnnamedMatchWritesNoNames) {
    const auto out = run(
        {"--a-level", "easy", "--b-level", "easy", "--openings", "1", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    const std::string file = read(games_path_);
    EXPECT_FALSE(contains(file, "name-a")) << file;
    EXPECT_TRUE(contains(out.out, "\nA: reversi-engine")) << out.out;
}

TEST_F(MatchTool, TwoEnginesNamedByEngineSpecsAreTheSidesNames) {
    const auto out = run({"--engine", "name=first,level=easy", "--engine", "level=easy,name=second",
                          "--openings", "1"});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.out, "\nA (first): ")) << out.out;
    EXPECT_TRUE(contains(out.out, "\nB (second): ")) << out.out;
}

TEST_F(MatchTool, RefusesANameNoFileCanCarry) {
    const RefusedArgs refused{
        {{"--a-name", ""}, "--a-name : a name is 1 to 64 letters"},
        {{"--a-name", "two words"}, "--a-name two words: a name is 1 to 64 letters"},
        {{"--b-name", "x]y"}, "--b-name x]y: a name is"},
        {{"--b-name", std::string(65, 'n')}, "a name is 1 to 64"},
        {{"--a-name", "same", "--b-name", "same"}, "--b-name same: side A has that name"},
        {{"--a-name", "x", "--a-name", "y"}, "--a-name"},
    };
    expect_refused_as_usage(refused);
}

}  // namespace reversi::testing_support
