// SPDX-License-Identifier: GPL-3.0-or-later
// A match never destroys results: an existing games or GGF file is refused unless --resume
// continues it or --overwrite replaces it, and two runs never write one games file at once.
#include "files/file_lock.hpp"
#include "match/exit_status.hpp"
#include "match_tool_fixture.hpp"

namespace reversi::testing_support {

TEST_F(MatchTool, AnExistingGamesOrGgfFileIsRefusedAndLeftAsItIs) {
    const std::string ggf = path("games.ggf");
    const std::vector<std::string> match{"--openings", "1",          "--games-file",
                                         games_path_,  "--ggf-file", ggf};
    ASSERT_EQ(run(match).exit_code, 0);
    const std::string games_before = read(games_path_);
    const std::string ggf_before = read(ggf);

    const auto again = run(match);
    EXPECT_EQ(again.exit_code, match::exit_code(match::ExitStatus::CannotWrite));
    EXPECT_TRUE(contains(again.err, "exists: give --resume ")) << again.err;
    EXPECT_TRUE(contains(again.err, "or --overwrite to replace it")) << again.err;
    EXPECT_TRUE(again.out.empty()) << again.out;
    EXPECT_EQ(read(games_path_), games_before);
    EXPECT_EQ(read(ggf), ggf_before);

    const std::string other_ggf = path("other.ggf");
    const auto games_only =
        run({"--openings", "1", "--games-file", games_path_, "--ggf-file", other_ggf});
    EXPECT_EQ(games_only.exit_code, match::exit_code(match::ExitStatus::CannotWrite));
    EXPECT_TRUE(contains(games_only.err, "--games-file " + games_path_ + " exists"))
        << games_only.err;
    EXPECT_EQ(read(games_path_), games_before);
}

TEST_F(MatchTool, OverwriteReplacesTheFilesAndResumeContinuesThem) {
    const std::string ggf = path("games.ggf");
    ASSERT_EQ(run({"--openings", "1", "--seed", "3", "--games-file", games_path_}).exit_code, 0);
    const auto replaced = run({"--openings", "2", "--seed", "3", "--games-file", games_path_,
                               "--ggf-file", ggf, "--overwrite"});
    EXPECT_EQ(replaced.exit_code, 0) << replaced.err;
    EXPECT_EQ(games().size(), 4u);
    const auto resumed =
        run({"--openings", "2", "--seed", "3", "--resume", games_path_, "--ggf-file", ggf});
    EXPECT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_EQ(games().size(), 4u);
    expect_refused_as_usage(
        {{{"--openings", "2", "--resume", games_path_, "--overwrite"}, "give one of them"},
         {{"--openings", "2", "--overwrite"}, "--overwrite is for an existing --games-file"}});
}

// While a run holds the games file's lock (here this test holds it), another is refused at
// once and plays nothing: two runs resuming one file would play the same missing games.
TEST_F(MatchTool, ASecondRunOnTheSameGamesFileIsRefused) {
    ASSERT_EQ(run({"--openings", "2", "--games-file", games_path_}).exit_code, 0);
    const std::string before = read(games_path_);
    made_.push_back(games_path_ + ".lock");
    files::FileLock::Taken held = files::FileLock::take(games_path_);
    ASSERT_TRUE(held.lock) << held.error;
    for (const std::vector<std::string>& second :
         {std::vector<std::string>{"--openings", "2", "--resume", games_path_},
          std::vector<std::string>{"--openings", "2", "--games-file", games_path_,
                                   "--overwrite"}}) {
        const auto out = run(second);
        EXPECT_EQ(out.exit_code, match::exit_code(match::ExitStatus::CannotWrite));
        EXPECT_TRUE(contains(out.err, "another run is writing it")) << out.err;
        EXPECT_EQ(read(games_path_), before);
    }
    held.lock.reset();
    EXPECT_EQ(run({"--openings", "2", "--resume", games_path_}).exit_code, 0);
}

}  // namespace reversi::testing_support
