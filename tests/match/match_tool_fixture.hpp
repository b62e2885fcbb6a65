// SPDX-License-Identifier: GPL-3.0-or-later
// The fixture of the tests that run the reversi-match program: a temporary folder whose files
// are removed, the program run with arguments, its games file read back, and no engine left
// behind (the test process adopts orphans, so a leftover engine shows as its child).
#pragma once

#include <gtest/gtest.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "match/exit_status.hpp"
#include "support/child_process.hpp"
#include "support/games_file.hpp"
#include "support/own_children.hpp"
#include "support/program_paths.hpp"

namespace reversi::testing_support {

inline const std::string kEngine = engine_program();
inline const std::string kFaultEngine = fault_engine_program();

class MatchTool : public ::testing::Test {
protected:
    void SetUp() override {
        // Engines the tool failed to reap would be handed to this process when the tool
        // exits, and show up as its children.
        ::prctl(PR_SET_CHILD_SUBREAPER, 1);
        const char* dir = std::getenv("TMPDIR");
        prefix_ = std::string(dir != nullptr ? dir : "/tmp") + "/reversi-match-test-" +
                  std::to_string(::getpid()) + "-";
        games_path_ = path("games.txt");
    }
    void TearDown() override {
        for (const std::string& made : made_)
            std::remove(made.c_str());
        const auto children = children_of_this_process();
        EXPECT_TRUE(children.empty()) << "left behind: " << describe(children);
    }

    // A file in the temporary folder, removed at the end of the test.
    std::string path(const std::string& name) {
        made_.push_back(prefix_ + name);
        return made_.back();
    }
    ProcessOutput run(const std::vector<std::string>& args) {
        return run_program(match_program(), args, "");
    }
    // Each command line is refused as a usage error whose message holds its reason, and no
    // game is played (nothing on standard output).
    using RefusedArgs = std::vector<std::pair<std::vector<std::string>, std::string>>;
    void expect_refused_as_usage(const RefusedArgs& refused) {
        for (const auto& [args, reason] : refused) {
            const auto out = run(args);
            EXPECT_EQ(out.exit_code, match::exit_code(match::ExitStatus::Usage)) << out.err;
            EXPECT_TRUE(out.err.find(reason) != std::string::npos) << reason << "\n" << out.err;
            EXPECT_TRUE(out.out.empty());
        }
    }
    static std::string read(const std::string& file) {
        std::ifstream in(file);
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    }
    static std::vector<GameLineRecord> games_in(const std::string& file) {
        auto parsed = read_game_lines(read(file));
        EXPECT_TRUE(parsed.games.has_value()) << "bad games line: " << parsed.bad_line;
        return parsed.games.value_or(std::vector<GameLineRecord>{});
    }
    std::vector<GameLineRecord> games() { return games_in(games_path_); }

    std::string prefix_;
    std::string games_path_;
    std::vector<std::string> made_;
};

// The table of a run: its output up to the run's own figures (time, memory).
inline std::string table_of(const std::string& out) { return out.substr(0, out.find("\ntime: ")); }

inline bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

inline std::vector<std::vector<std::string>> moves_of(const std::vector<GameLineRecord>& games) {
    std::vector<std::vector<std::string>> moves;
    for (const GameLineRecord& game : games)
        moves.push_back(game.moves);
    return moves;
}

// Replays a recorded game with the rules core: every move legal, and the recorded counts are
// those of the final position.
inline void expect_replays(const GameLineRecord& game) {
    GameLine line;
    for (const std::string& text : game.moves) {
        const auto move = parse_move(text);
        ASSERT_TRUE(move.has_value()) << "game " << game.number << ": " << text;
        ASSERT_TRUE(line.play(*move)) << "game " << game.number << ": illegal " << text;
    }
    if (!game.forfeit_side && !game.time_loss_side) {
        EXPECT_TRUE(line.current().is_game_over()) << "game " << game.number;
    }
    EXPECT_EQ(game.black_discs, line.current().disc_count(Color::Black));
    EXPECT_EQ(game.white_discs, line.current().disc_count(Color::White));
}

}  // namespace reversi::testing_support
