// SPDX-License-Identifier: GPL-3.0-or-later
// Every golden game, replayed through the real engine: the human's moves are played, the
// engine is asked for each CPU move with `go`, and its reply must be the recorded one.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "core/notation.hpp"
#include "golden/golden_game.hpp"
#include "support/child_process.hpp"
#include "support/program_paths.hpp"

namespace reversi::golden {
namespace {

namespace fs = std::filesystem;
using testing_support::ProcessOutput;
using testing_support::run_program;
using testing_support::split_lines;

std::vector<std::string> golden_names() {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(REVERSI_GOLDEN_DIR)) {
        if (entry.path().extension() == ".txt") names.push_back(entry.path().stem().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

GoldenGame load(const std::string& name) {
    std::ifstream in(fs::path(REVERSI_GOLDEN_DIR) / (name + ".txt"), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    auto game = parse_golden_game(text.str());
    EXPECT_TRUE(game.value.has_value()) << name << ": " << game.error;
    return game.value.value_or(GoldenGame{});
}

// The session a player's match amounts to: the human's moves played, the CPU asked with a
// bare `go` (exactly as in a game), then told the move it chose.
std::string replay_input(const GoldenGame& game) {
    std::string input = "reversi\nlevel " + std::string(level_name(game.level)) + "\nseed " +
                        std::to_string(game.seed) + "\nnewgame\n";
    for (const GoldenMove& m : game.moves) {
        if (m.by_cpu) input += "go\n";
        input += "play " + move_name(m.move) + "\n";
    }
    return input + "show\n";
}

class GoldenReplay : public testing::TestWithParam<std::string> {};

TEST_P(GoldenReplay, EngineRepliesMoveForMove) {
    const GoldenGame game = load(GetParam());
    ASSERT_FALSE(game.moves.empty());
    const ProcessOutput result =
        run_program(testing_support::engine_program(), {}, replay_input(game));
    ASSERT_EQ(result.exit_code, 0) << result.err;

    std::vector<std::string> replies;
    std::string discs;
    std::string state;
    for (const std::string& line : split_lines(result.out)) {
        EXPECT_NE(line.rfind("error", 0), 0u) << line;
        // `bestmove M [ponder P]`: the move alone.
        if (line.rfind("bestmove ", 0) == 0)
            replies.push_back(line.substr(9, line.find(' ', 9) - 9));
        if (line.rfind("discs ", 0) == 0) discs = line;
        if (line.rfind("state ", 0) == 0) state = line;
    }
    std::size_t asked = 0;
    for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
        if (!game.moves[ply].by_cpu) continue;
        ASSERT_LT(asked, replies.size()) << "no reply at ply " << ply + 1;
        ASSERT_EQ(replies[asked], move_name(game.moves[ply].move))
            << GetParam() << ": the CPU's reply at ply " << ply + 1;
        ++asked;
    }
    EXPECT_EQ(asked, replies.size());
    EXPECT_EQ(discs, "discs X " + std::to_string(game.black) + " O " + std::to_string(game.white));
    EXPECT_EQ(state, "state over");
}

INSTANTIATE_TEST_SUITE_P(GoldenGames, GoldenReplay, testing::ValuesIn(golden_names()),
                         [](const auto& param_info) {
                             std::string name = param_info.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

TEST(GoldenGames, CoverEveryLevelBothColorsAndAPass) {
    const auto names = golden_names();
    EXPECT_GE(names.size(), 12u);
    std::set<std::pair<Level, Color>> covered;
    bool pass = false;
    for (const std::string& name : names) {
        const GoldenGame game = load(name);
        covered.insert({game.level, game.human});
        for (const GoldenMove& m : game.moves)
            pass = pass || m.move.is_pass();
    }
    EXPECT_EQ(covered.size(), 6u);
    EXPECT_TRUE(pass);
}

}  // namespace
}  // namespace reversi::golden
