// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-match when an engine dies or a person stops it: a crash that a restart mends is no
// stop; an engine that cannot give a move stops the match with its own exit status and never
// becomes a verdict (unless --recover); a stopped match's file is continued by --resume, and a
// damaged or foreign file given to --resume is refused and left as it is.
#include "match/exit_status.hpp"
#include "match_tool_fixture.hpp"

namespace reversi::testing_support {
namespace {

const int kEngineFailed = match::exit_code(match::ExitStatus::EngineFailed);
const int kBadGamesFile = match::exit_code(match::ExitStatus::BadGamesFile);

TEST_F(MatchTool, ACrashThatARestartMendsIsNoStop) {
    const std::string state = path("state");
    const std::string flaky = kFaultEngine + " --fault crash-on-go --times 1 --state " + state;
    const auto out = run(
        {"--b-engine", flaky, "--openings", "2", "--attempts", "2", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.err, "restarting the engine")) << out.err;
    EXPECT_TRUE(contains(out.out, "reversi-match: 4 games;")) << out.out;
    EXPECT_EQ(games().size(), 4u);
}

TEST_F(MatchTool, AnEngineThatDiesForGoodStopsTheMatchWithoutAVerdict) {
    const std::string dead = path("dead");
    const std::string dies =
        kFaultEngine + " --fault crash-on-go --from-move 15 --dead-after " + dead;
    const auto out = run({"--b-engine", dies, "--openings", "20", "--attempts", "3", "--sprt", "0",
                          "10", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, kEngineFailed) << out.err;
    EXPECT_TRUE(contains(out.err, "the match stopped: engine B (B1: ")) << out.err;
    EXPECT_TRUE(contains(out.err, "gave no move in game 1 within --attempts 3")) << out.err;
    EXPECT_TRUE(contains(out.err, "exited with status 70")) << out.err;  // what it said
    EXPECT_TRUE(contains(out.out, "reversi-match: 0 games;")) << out.out;
    EXPECT_FALSE(contains(out.out, "accepted")) << out.out;
    EXPECT_TRUE(games().empty());  // the file is whole, and holds no forfeit
}

TEST_F(MatchTool, AnEngineThatHangsStopsTheMatch) {
    const std::string hangs = kFaultEngine + " --fault hang-on-go --from-move 20";
    // B plays Easy, which answers at once: only A may run out of its 200 ms, even in the
    // sanitizer build on a loaded machine (Hard's first move unpacks its weights and clears
    // its endgame table).
    const auto out =
        run({"--a-engine", hangs, "--b-level", "easy", "--openings", "2", "--timeout-ms", "200",
             "--concurrency", "2", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, kEngineFailed) << out.err;
    EXPECT_TRUE(contains(out.err, "the match stopped: engine A (A")) << out.err;
    EXPECT_TRUE(contains(out.err, "timed-out")) << out.err;
    for (const GameLineRecord& game : games())
        EXPECT_FALSE(game.forfeit_side.has_value());
}

TEST_F(MatchTool, WithRecoverAFailingEnginesForfeitsAreCountedAndSaidInTheSprtLine) {
    const std::string crashes = kFaultEngine + " --fault crash-on-go --from-move 15";
    const auto out = run({"--b-engine", crashes, "--openings", "3", "--sprt", "0", "10",
                          "--recover", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_TRUE(contains(out.out, "B           6      0      0       6    0.0%         6"))
        << out.out;
    EXPECT_TRUE(contains(out.out, " pairs; LLR ")) << out.out;
    EXPECT_TRUE(contains(out.out, "(includes 6 forfeits)\n")) << out.out;
}

// An engine that can no longer start is not a run of forfeits: after three games in a row the
// match stops as without --recover, and the games before stay in the file for --resume.
TEST_F(MatchTool, WithRecoverAnEngineThatCannotStartStopsTheMatch) {
    const std::string dead = path("dead");
    const std::string dies =
        kFaultEngine + " --fault crash-on-go --from-move 15 --dead-after " + dead;
    const auto out = run({"--b-engine", dies, "--openings", "10", "--sprt", "0", "10", "--recover",
                          "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, kEngineFailed) << out.err;
    EXPECT_TRUE(contains(out.err, "could not start in 3 games in a row")) << out.err;
    const auto kept = games();
    ASSERT_EQ(kept.size(), 3u);  // the crash, then two that could not start; not the third
    for (const GameLineRecord& game : kept)
        EXPECT_TRUE(game.forfeit_side.has_value());
}

TEST_F(MatchTool, ResumeRefusesADamagedOrForeignFileAndLeavesItAsItIs) {
    const std::vector<std::string> match{"--a-level", "easy",       "--b-level",
                                         "easy",      "--openings", "3"};
    auto with = [&](std::vector<std::string> args, const std::vector<std::string>& more) {
        args.insert(args.end(), more.begin(), more.end());
        return args;
    };
    ASSERT_EQ(run(with(match, {"--games-file", games_path_})).exit_code, 0);
    const std::string whole = read(games_path_);
    const std::string cut = path("cut.txt");
    std::ofstream(cut) << whole.substr(0, whole.size() - 3);  // the end line cut in half
    const auto damaged = run(with(match, {"--resume", cut}));
    EXPECT_EQ(damaged.exit_code, kBadGamesFile);
    EXPECT_TRUE(contains(damaged.err, "cut short")) << damaged.err;
    EXPECT_TRUE(contains(damaged.err, "the file is left as it is")) << damaged.err;
    EXPECT_EQ(read(cut), whole.substr(0, whole.size() - 3));

    const auto foreign = run(with(match, {"--seed", "2", "--resume", games_path_}));
    EXPECT_EQ(foreign.exit_code, kBadGamesFile);
    EXPECT_TRUE(contains(foreign.err, "another match")) << foreign.err;
    EXPECT_EQ(read(games_path_), whole);
    const auto other_side =
        run({"--a-level", "hard", "--b-level", "easy", "--openings", "3", "--resume", games_path_});
    EXPECT_EQ(other_side.exit_code, kBadGamesFile);
    EXPECT_TRUE(contains(other_side.err, "side A")) << other_side.err;
    EXPECT_EQ(read(games_path_), whole);
}

}  // namespace
}  // namespace reversi::testing_support
