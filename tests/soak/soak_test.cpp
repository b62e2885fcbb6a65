// SPDX-License-Identifier: GPL-3.0-or-later
// Soak: reversi-match plays 2,000 games engine against engine through pipes (200 in the
// sanitizer builds). No game may desynchronise or forfeit, every game must replay by the rules,
// and the memory of the tool and of the engines must stay flat. Prints the figures it checks.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "support/child_process.hpp"
#include "support/games_file.hpp"
#include "support/program_paths.hpp"
#include "support/sanitized_build.hpp"

namespace reversi::testing_support {
namespace {

// Growth allowed between the first game and the last. A leak of even a few bytes per move
// (about 120,000 requests in all) passes these; flat processes stay far below them.
// AddressSanitizer's quarantine and shadow memory grow resident memory by design; in that
// build LeakSanitizer watches for leaks instead, and the figures are only printed. A leak
// shows in 200 games as well as in 2,000, at a tenth of the sanitized run's time.
constexpr bool kResidentMemoryIsMeaningful = !kSanitizedBuild;
constexpr int kOpenings = kSanitizedBuild ? 100 : 1000;  // two games each
constexpr long kToolGrowthKb = 2048;
constexpr long kEngineGrowthKb = 1024;

struct MemoryFigures {
    long tool_start = -1;
    long tool_after_first = -1;
    long tool_end = -1;
    std::vector<std::pair<long, long>> engines;  // after first game, end
};

MemoryFigures read_memory(const std::string& table) {
    MemoryFigures figures;
    std::smatch found;
    const std::regex tool(
        R"(memory tool VmRSS start (\d+) kB, after first game (\d+) kB, end (\d+) kB)");
    if (std::regex_search(table, found, tool)) {
        figures.tool_start = std::stol(found[1]);
        figures.tool_after_first = std::stol(found[2]);
        figures.tool_end = std::stol(found[3]);
    }
    const std::regex engine(
        R"(memory engine \w+ pid \d+ VmRSS after first game (\d+) kB, end (\d+) kB)");
    for (auto it = std::sregex_iterator(table.begin(), table.end(), engine);
         it != std::sregex_iterator(); ++it)
        figures.engines.emplace_back(std::stol((*it)[1]), std::stol((*it)[2]));
    return figures;
}

TEST(Soak, ThousandsOfGamesThroughPipesStayInStepWithFlatMemory) {
    const char* dir = std::getenv("TMPDIR");
    const std::string games_path = std::string(dir != nullptr ? dir : "/tmp") + "/reversi-soak-" +
                                   std::to_string(::getpid()) + ".txt";
    // Normal searches (with its transposition table) and Easy draws: both are cheap, so the
    // run measures process and pipe handling rather than search time.
    const std::vector<std::string> args{"--a-level=normal",
                                        "--b-level=easy",
                                        "--openings=" + std::to_string(kOpenings),
                                        "--plies=8",
                                        "--concurrency=2",
                                        "--seed=6",
                                        "--games-file=" + games_path};
    std::string command = "reversi-match";
    for (const std::string& arg : args)
        command += " " + arg;
    std::cout << "command: " << command << "\n";

    const ProcessOutput out = run_program(match_program(), args, "");
    std::ifstream games_in(games_path);
    std::ostringstream games_text;
    games_text << games_in.rdbuf();
    std::remove(games_path.c_str());

    std::cout << out.out << std::flush;
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_NE(out.out.find("reversi-match: " + std::to_string(2 * kOpenings) + " games"),
              std::string::npos);
    EXPECT_EQ(out.out.find("DESYNCHRONISED"), std::string::npos);
    EXPECT_EQ(out.err.find("forfeits"), std::string::npos) << out.err.substr(0, 2000);

    const auto read = read_game_lines(games_text.str());
    ASSERT_TRUE(read.games.has_value()) << read.bad_line;
    ASSERT_EQ(read.games->size(), 2u * kOpenings);
    for (const GameLineRecord& game : *read.games) {
        ASSERT_FALSE(game.forfeit_side.has_value()) << "game " << game.number;
        GameLine line;
        for (const std::string& text : game.moves) {
            const auto move = parse_move(text);
            ASSERT_TRUE(move && line.play(*move)) << "game " << game.number << ": " << text;
        }
        ASSERT_TRUE(line.current().is_game_over()) << "game " << game.number;
        ASSERT_EQ(game.black_discs, line.current().disc_count(Color::Black));
        ASSERT_EQ(game.white_discs, line.current().disc_count(Color::White));
    }

    const MemoryFigures memory = read_memory(out.out);
    ASSERT_GT(memory.tool_after_first, 0) << out.out;
    ASSERT_EQ(memory.engines.size(), 4u) << out.out;  // two workers, two sides each
    std::cout << "tool VmRSS growth from first game to end: "
              << memory.tool_end - memory.tool_after_first << " kB\n";
    for (const auto& [first, end] : memory.engines)
        std::cout << "engine VmRSS growth from first game to end: " << end - first << " kB\n";
    if (kResidentMemoryIsMeaningful) {
        EXPECT_LE(memory.tool_end - memory.tool_after_first, kToolGrowthKb);
        for (const auto& [first, end] : memory.engines)
            EXPECT_LE(end - first, kEngineGrowthKb);
    }
}

}  // namespace
}  // namespace reversi::testing_support
