// The reversi-match program end to end: a short match against the real engine, matches where
// faults become forfeits, its games file, its usage errors, and no engine left behind.
#include <gtest/gtest.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "support/child_process.hpp"
#include "support/games_file.hpp"
#include "support/own_children.hpp"

namespace reversi::testing_support {
namespace {

class MatchTool : public ::testing::Test {
protected:
    void SetUp() override {
        // Engines the tool failed to reap would be handed to this process when the tool
        // exits, and show up as its children.
        ::prctl(PR_SET_CHILD_SUBREAPER, 1);
        const char* dir = std::getenv("TMPDIR");
        games_path_ = std::string(dir != nullptr ? dir : "/tmp") + "/reversi-match-test-" +
                      std::to_string(::getpid()) + ".txt";
    }
    void TearDown() override {
        std::remove(games_path_.c_str());
        const auto children = children_of_this_process();
        EXPECT_TRUE(children.empty()) << "left behind: " << describe(children);
    }

    ProcessOutput run(const std::vector<std::string>& args) {
        return run_program(REVERSI_MATCH_PATH, args, "");
    }
    std::vector<GameLineRecord> games() {
        std::ifstream in(games_path_);
        std::ostringstream text;
        text << in.rdbuf();
        std::string error;
        auto parsed = parse_games_file(text.str(), error);
        EXPECT_TRUE(parsed.has_value()) << "bad games line: " << error;
        return parsed.value_or(std::vector<GameLineRecord>{});
    }

    std::string games_path_;
};

// Replays a recorded game with the rules core: every move legal, and the recorded counts are
// those of the final position.
void expect_replays(const GameLineRecord& game) {
    GameLine line;
    for (const std::string& text : game.moves) {
        const auto move = parse_move(text);
        ASSERT_TRUE(move.has_value()) << "game " << game.number << ": " << text;
        ASSERT_TRUE(line.play(*move)) << "game " << game.number << ": illegal " << text;
    }
    if (!game.forfeit_side) {
        EXPECT_TRUE(line.current().is_game_over()) << "game " << game.number;
    }
    EXPECT_EQ(game.black_discs, line.current().disc_count(Color::Black));
    EXPECT_EQ(game.white_discs, line.current().disc_count(Color::White));
}

TEST_F(MatchTool, PlaysAShortMatchAndPrintsTheTable) {
    const auto out = run({"--a-level", "hard", "--b-level", "easy", "--openings", "4",
                          "--games-file", games_path_, "--concurrency", "2"});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_NE(out.out.find("reversi-match: 8 games, 4 openings of 6 plies"), std::string::npos)
        << out.out;
    EXPECT_NE(out.out.find("engine  games   wins  draws  losses   score  forfeits"),
              std::string::npos);
    EXPECT_NE(out.out.find("Elo difference A - B:"), std::string::npos);
    EXPECT_NE(out.out.find("memory engine A1"), std::string::npos);
    EXPECT_EQ(out.out.find("DESYNCHRONISED"), std::string::npos);

    const auto recorded = games();
    ASSERT_EQ(recorded.size(), 8u);
    for (std::size_t i = 0; i < recorded.size(); ++i) {
        const GameLineRecord& game = recorded[i];
        EXPECT_EQ(game.number, static_cast<int>(i) + 1);
        EXPECT_EQ(game.opening, static_cast<int>(i) / 2 + 1);
        EXPECT_EQ(game.black, i % 2 == 0 ? 'A' : 'B') << "colours swap within an opening";
        EXPECT_FALSE(game.forfeit_side.has_value());
        expect_replays(game);
    }
    // Both games of an opening start with the same plies.
    EXPECT_TRUE(std::equal(recorded[0].moves.begin(), recorded[0].moves.begin() + 6,
                           recorded[1].moves.begin()));
}

TEST_F(MatchTool, GivesTheSameGamesWhateverTheConcurrency) {
    ASSERT_EQ(run({"--openings", "3", "--seed", "5", "--games-file", games_path_}).exit_code, 0);
    const auto one_at_a_time = games();
    ASSERT_EQ(
        run({"--openings", "3", "--seed", "5", "--concurrency", "3", "--games-file", games_path_})
            .exit_code,
        0);
    const auto three_at_once = games();
    ASSERT_EQ(one_at_a_time.size(), three_at_once.size());
    for (std::size_t i = 0; i < one_at_a_time.size(); ++i)
        EXPECT_EQ(one_at_a_time[i].moves, three_at_once[i].moves) << "game " << i + 1;
}

TEST_F(MatchTool, ScoresACrashAsAForfeitAndPlaysOn) {
    const std::string faulty =
        std::string(REVERSI_FAULT_ENGINE_PATH) + " --fault crash-on-go --from-move 15";
    const auto out = run({"--b-engine", faulty, "--openings", "3", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_NE(out.err.find("B (white) forfeits after"), std::string::npos) << out.err;
    EXPECT_NE(out.err.find("crashed"), std::string::npos);
    EXPECT_NE(out.out.find("A           6      6      0       0  100.0%         0"),
              std::string::npos)
        << out.out;
    EXPECT_NE(out.out.find("B           6      0      0       6    0.0%         6"),
              std::string::npos)
        << out.out;
    const auto recorded = games();
    ASSERT_EQ(recorded.size(), 6u);
    for (const GameLineRecord& game : recorded) {
        EXPECT_EQ(game.forfeit_side, 'B');
        EXPECT_EQ(game.forfeit_fault, "crashed");
        EXPECT_EQ(game.winner, "A");
        EXPECT_GE(game.moves.size(), 15u);
        expect_replays(game);
    }
}

TEST_F(MatchTool, ScoresHangsAndIllegalMovesAsForfeitsOnBothSides) {
    const std::string hangs =
        std::string(REVERSI_FAULT_ENGINE_PATH) + " --fault hang-on-go --from-move 30";
    const std::string cheats =
        std::string(REVERSI_FAULT_ENGINE_PATH) + " --fault illegal-move --from-move 20";
    const auto out =
        run({"--a-engine", hangs, "--b-engine", cheats, "--openings", "2", "--timeout-ms", "200",
             "--concurrency", "2", "--games-file", games_path_});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_NE(out.err.find("illegal-move"), std::string::npos) << out.err;
    const auto recorded = games();
    ASSERT_EQ(recorded.size(), 4u);
    for (const GameLineRecord& game : recorded) {
        // B cheats from move 20, long before A would hang at 30.
        EXPECT_EQ(game.forfeit_side, 'B');
        expect_replays(game);
    }
}

TEST_F(MatchTool, RecoversFromAFaultWhenAttemptsAreAllowed) {
    const std::string state = games_path_ + ".state";
    const std::string flaky =
        std::string(REVERSI_FAULT_ENGINE_PATH) + " --fault crash-on-go --times 2 --state " + state;
    const auto out = run(
        {"--a-engine", flaky, "--openings", "2", "--attempts", "3", "--games-file", games_path_});
    std::remove(state.c_str());
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_NE(out.err.find("restarting the engine"), std::string::npos) << out.err;
    for (const GameLineRecord& game : games())
        EXPECT_FALSE(game.forfeit_side.has_value());
}

TEST_F(MatchTool, AnEngineThatCannotStartForfeitsEveryGame) {
    const auto out = run({"--b-engine", "/nonexistent/engine", "--openings", "2"});
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_NE(out.err.find("failed-to-start"), std::string::npos) << out.err;
    EXPECT_NE(out.out.find("B           4      0      0       4    0.0%         4"),
              std::string::npos)
        << out.out;
}

TEST_F(MatchTool, ExplainsItselfWithHelp) {
    const auto out = run({"--help"});
    EXPECT_EQ(out.exit_code, 0);
    EXPECT_NE(out.out.find("Usage: reversi-match"), std::string::npos);
}

TEST_F(MatchTool, RefusesABadOptionWithoutPlaying) {
    const auto out = run({"--a-level", "grandmaster", "--games-file", games_path_});
    EXPECT_EQ(out.exit_code, 2);
    EXPECT_NE(out.err.find("--a-level grandmaster"), std::string::npos) << out.err;
    EXPECT_TRUE(out.out.empty());
    EXPECT_FALSE(std::ifstream(games_path_).good()) << "no games file for a refused match";
}

}  // namespace
}  // namespace reversi::testing_support
