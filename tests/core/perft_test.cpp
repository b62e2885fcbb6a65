// SPDX-License-Identifier: GPL-3.0-or-later
// Perft from the start against the published counts (a forced pass is a ply; a finished game
// is one leaf).
#include <gtest/gtest.h>

#include <array>

#include "core/notation.hpp"
#include "core/perft.hpp"

namespace reversi {
namespace {

// Depth 11 takes about a quarter of a second in a Release build, a few in a sanitized one.
constexpr std::array<std::uint64_t, 11> kPublished{4,     12,     56,      244,      1396,     8200,
                                                   55092, 390216, 3005288, 24571284, 212258800};

class PerftFromStart : public testing::TestWithParam<int> {};

TEST_P(PerftFromStart, MatchesPublishedCount) {
    const int depth = GetParam();
    EXPECT_EQ(perft(Position::start(), depth), kPublished[depth - 1]);
}

INSTANTIATE_TEST_SUITE_P(Depths, PerftFromStart, testing::Range(1, 12));

// perft stops like a search: the root moves finished before the flag was raised, and no more.
TEST(Perft, AStopRaisedEndsTheCountEarly) {
    StopFlag stop;
    const PerftResult whole = perft_divide(Position::start(), 6, &stop);
    EXPECT_FALSE(whole.stopped);
    EXPECT_EQ(whole.division.size(), 4u);
    stop.raise();
    const PerftResult stopped = perft_divide(Position::start(), 6, &stop);
    EXPECT_TRUE(stopped.stopped);
    EXPECT_TRUE(stopped.division.empty());
}

TEST(Perft, DivisionSumsToTheTotal) {
    std::uint64_t sum = 0;
    for (const PerftDivision& part : perft_divide(Position::start(), 5))
        sum += part.leaves;
    EXPECT_EQ(sum, 1396u);
}

TEST(Perft, AForcedPassCountsAsAPly) {
    // White must pass; black then has b8 only.
    const auto p =
        parse_position("----------------------------------------------------------OOOOOX O");
    ASSERT_TRUE(p.has_value());
    ASSERT_TRUE(p->must_pass());
    EXPECT_EQ(perft(*p, 1), 1u);  // the pass
    EXPECT_EQ(perft(*p, 2), 1u);  // pass, then b8
    const auto division = perft_divide(*p, 2);
    ASSERT_EQ(division.size(), 1u);
    EXPECT_TRUE(division[0].move.is_pass());
}

TEST(Perft, AFinishedGameIsOneLeafAtAnyDepth) {
    const auto p =
        parse_position("---------------------------XXX-----XXX-------------------------- O");
    ASSERT_TRUE(p.has_value());
    ASSERT_TRUE(p->is_game_over());
    EXPECT_EQ(perft(*p, 1), 1u);
    EXPECT_EQ(perft(*p, 6), 1u);
}

}  // namespace
}  // namespace reversi
