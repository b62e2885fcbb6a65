// SPDX-License-Identifier: GPL-3.0-or-later
// `--resume FILE` alone continues the match FILE records (its `args` line), as an
// uninterrupted run would have played it; options given beside it must agree with the record
// (the run's own, such as --concurrency, may change) or the file is refused and left as it is.
#include <sstream>

#include "match/exit_status.hpp"
#include "match_tool_fixture.hpp"

namespace reversi::testing_support {
namespace {

// The file as a run stopped after its first `games` games would have left it: the header and
// those games, no end line.
std::string cut_after_games(const std::string& whole, int games) {
    std::istringstream in(whole);
    std::string text;
    int kept = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.starts_with("end ")) break;
        if (line.starts_with("game ") && ++kept > games) break;
        text += line + "\n";
    }
    return text;
}

TEST_F(MatchTool, ResumeAloneContinuesTheMatchTheFileRecords) {
    const std::vector<std::string> match{"--a-level",  "easy",  "--b-level", "normal",
                                         "--openings", "3",     "--seed",    "4",
                                         "--a-option", "Hash=1"};
    std::vector<std::string> first = match;
    first.insert(first.end(), {"--games-file", games_path_});
    ASSERT_EQ(run(first).exit_code, 0);
    const std::string whole = read(games_path_);
    EXPECT_TRUE(contains(whole,
                         "\nargs --a-level easy --b-level normal --openings 3 --seed 4 "
                         "--a-option Hash=1\n"))
        << whole;
    const auto whole_moves = moves_of(games());

    std::ofstream(games_path_) << cut_after_games(whole, 2);
    const auto resumed = run({"--resume", games_path_});
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_EQ(moves_of(games()), whole_moves);
    EXPECT_TRUE(contains(resumed.out, "easy")) << resumed.out;

    // The run's own options may change; those that decide the games must agree.
    std::ofstream(games_path_) << cut_after_games(whole, 3);
    const auto faster = run({"--resume", games_path_, "--concurrency", "2", "--seed", "4"});
    ASSERT_EQ(faster.exit_code, 0) << faster.err;
    EXPECT_EQ(moves_of(games()), whole_moves);

    const std::string stopped = cut_after_games(whole, 1);
    const std::vector<std::pair<std::vector<std::string>, std::string>> refused{
        {{"--seed", "5"}, "it records --seed 4, this run gives --seed 5"},
        {{"--a-level", "hard"}, "side A differ"},
        {{"--plies", "4"}, "it records no --plies"},
        {{"--a-option", "Hash=2"}, "it records --a-option Hash=1"}};
    for (const auto& [given, reason] : refused) {
        std::ofstream(games_path_) << stopped;
        std::vector<std::string> args{"--resume", games_path_};
        args.insert(args.end(), given.begin(), given.end());
        const auto out = run(args);
        EXPECT_EQ(out.exit_code, match::exit_code(match::ExitStatus::BadGamesFile)) << out.err;
        EXPECT_TRUE(contains(out.err, "a games file of another match")) << out.err;
        EXPECT_TRUE(contains(out.err, reason)) << reason << "\n" << out.err;
        EXPECT_TRUE(contains(out.err, "give --resume " + games_path_ + " alone")) << out.err;
        EXPECT_EQ(read(games_path_), stopped);
    }
}

}  // namespace
}  // namespace reversi::testing_support
