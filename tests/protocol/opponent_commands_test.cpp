// SPDX-License-Identifier: GPL-3.0-or-later
// The opponents' debugging commands: `bench` (a node signature, then timings) and `eval`.
#include <gtest/gtest.h>

#include <sstream>

#include "protocol/session.hpp"
#include "search/bench_positions.hpp"
#include "search/search.hpp"
#include "session_replies.hpp"

namespace reversi {
namespace {

std::string run(std::string_view input) { return testing_support::session_replies(input); }

std::vector<std::string> lines_starting(const std::string& text, std::string_view prefix) {
    std::vector<std::string> found;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind(prefix, 0) == 0) found.push_back(line);
    }
    return found;
}

TEST(Bench, NodeSignatureIsHardsOwnSearchOverTheFixedPositions) {
    const std::string replies = run("bench\nbench\n");
    const auto signature = lines_starting(replies, "bench nodes ");
    ASSERT_EQ(signature.size(), 2u);
    EXPECT_EQ(signature[0], signature[1]);
    std::uint64_t nodes = 0;
    for (const Position& p : bench_positions())
        nodes += search_move(p, SearchRequest{Level::Hard, 0, {}}).nodes;
    EXPECT_EQ(signature[0], "bench nodes " + std::to_string(nodes));
    EXPECT_EQ(lines_starting(replies, "bench positions 48").size(), 2u);
    EXPECT_EQ(lines_starting(replies, "bench nps ").size(), 2u);
    EXPECT_EQ(lines_starting(replies, "bench median-ms ").size(), 2u);
}

TEST(Bench, PositionsAreVariedAndPlayable) {
    const std::vector<Position> positions = bench_positions();
    ASSERT_EQ(positions.size(), 48u);
    for (std::size_t i = 0; i < positions.size(); ++i) {
        EXPECT_TRUE(positions[i].has_legal_move());
        if (i > 0) {
            EXPECT_NE(positions[i], positions[i - 1]);
        }
    }
    EXPECT_EQ(positions.front().moves_made(), 4);
    EXPECT_GE(positions.back().moves_made(), 45);
}

TEST(Eval, PrintsBothEvaluationsInDiscsFromTheSideToMove) {
    const std::string replies = run("eval\n");
    EXPECT_EQ(lines_starting(replies, "eval side X empties 60").size(), 1u);
    EXPECT_EQ(lines_starting(replies, "eval normal squares 0.00 mobility 0.00 total 0.00").size(),
              1u);
    const auto hard = lines_starting(replies, "eval hard edge-x ");
    ASSERT_EQ(hard.size(), 1u);
    EXPECT_NE(hard[0].find(" total "), std::string::npos);
    EXPECT_TRUE(lines_starting(replies, "eval final").empty());
}

TEST(Eval, AFinishedGameAlsoGetsItsExactScore) {
    // White to move with no disc left: 6 to 0 with 58 squares empty scores -64 for White.
    const std::string replies =
        run("position board "
            "---------------------------XXX-----XXX-------------------------- O\neval\n");
    EXPECT_EQ(lines_starting(replies, "eval final -64.00").size(), 1u);
}

TEST(Eval, TakesNoArguments) {
    EXPECT_EQ(run("eval now\nbench 3\n"),
              "error eval: wrong number of arguments\nerror bench: wrong number of arguments\n");
}

}  // namespace
}  // namespace reversi
