// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-match against Debian's gtp-rhino (package grhino), a GTP Othello engine written for
// Quarry: a short match at its lowest level with its book off, passes included, every move
// checked; and the clear stop when it is spoken to in the line protocol.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "match/exit_status.hpp"
#include "support/child_process.hpp"
#include "support/games_file.hpp"
#include "support/program_paths.hpp"

namespace reversi::testing_support {
namespace {

const std::string kRhino = std::string(REVERSI_GTP_RHINO) + " --level 1 --book 0";

std::string temporary(const std::string& name) {
    const char* dir = std::getenv("TMPDIR");
    return std::string(dir != nullptr ? dir : "/tmp") + "/reversi-rhino-" +
           std::to_string(::getpid()) + "-" + name;
}

TEST(GtpRhino, PlaysAShortMatchThroughGtpWithEveryMoveChecked) {
    const std::string openings = temporary("openings.txt");
    const std::string games = temporary("games.txt");
    // The second opening ends where White must pass: GTP leaves the pass implied, and
    // gtp-rhino refuses `play white pass`.
    std::ofstream(openings) << "f5 d6 c3 d3 c4 f4\n"
                               "c4 e3 f2 e2 f3 c3 c5 b5 d6 e7 f5 g1 d3 e6 f4 g4 d2 c2 c6 g5 f1 "
                               "d7 h1 d1 g2 b4 b3 g3 c1 a2 e1 b2 h4 h3 h2\n";
    const auto out = run_program(match_program(),
                                 {"--a-level", "easy", "--b-engine", kRhino, "--b-protocol", "gtp",
                                  "--openings-file", openings, "--games-file", games},
                                 "");
    std::ifstream in(games);
    std::ostringstream text;
    text << in.rdbuf();
    std::remove(openings.c_str());
    std::remove(games.c_str());
    ASSERT_EQ(out.exit_code, 0) << out.err;
    EXPECT_NE(out.out.find("B: GTP GRhino "), std::string::npos) << out.out;
    EXPECT_NE(out.out.find(", GTP: " + kRhino +
                           "; sent: nothing; level and budget: the "
                           "engine's own"),
              std::string::npos)
        << out.out;
    const auto read = read_game_lines(text.str());
    ASSERT_TRUE(read.games.has_value()) << read.bad_line;
    ASSERT_EQ(read.games->size(), 4u);
    for (const GameLineRecord& game : *read.games) {
        EXPECT_FALSE(game.forfeit_side.has_value()) << "game " << game.number << "\n" << out.err;
        GameLine line;
        for (const std::string& move : game.moves)
            ASSERT_TRUE(line.play(*parse_move(move))) << move;
        EXPECT_TRUE(line.current().is_game_over());
        EXPECT_GT(game.seconds_b, 0.0);
    }
    EXPECT_EQ((*read.games)[2].moves[35], "pass");
}

TEST(GtpRhino, SpokenToInTheLineProtocolItStopsTheMatchBeforeTheFirstGame) {
    const auto out = run_program(match_program(), {"--b-engine", kRhino, "--openings", "2"}, "");
    EXPECT_EQ(out.exit_code, match::exit_code(match::ExitStatus::HandshakeFailed));
    EXPECT_NE(out.err.find("reversi-match: engine B (" + kRhino +
                           "): it did not complete its line handshake: unintelligible: "
                           "unexpected reply before reversiok: '? unknown command'; it answers in "
                           "GTP: for reversi-engine, give neither --gtp nor --nboard on its "
                           "command line, or give --b-protocol gtp"),
              std::string::npos)
        << out.err;
    EXPECT_TRUE(out.out.empty()) << out.out;
}

}  // namespace
}  // namespace reversi::testing_support
