// SPDX-License-Identifier: GPL-3.0-or-later
// Easy: a seeded draw that leans slightly towards moves turning more discs and knows nothing
// of corners.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "core/notation.hpp"
#include "sample_positions.hpp"
#include "search/easy.hpp"
#include "search/search.hpp"
#include "support/move_lines.hpp"

namespace reversi {
namespace {

using testing::after_moves;

Move easy(const Position& p, std::uint64_t seed) {
    return choose_move(p, SearchRequest{Level::Easy, seed, {}});
}

TEST(Easy, AlwaysPlaysALegalSquare) {
    for (const Position& p : testing::random_game_positions(20, 1)) {
        const Move m = easy(p, 5);
        ASSERT_FALSE(m.is_pass());
        EXPECT_TRUE(p.is_legal(m)) << position_string(p);
    }
}

TEST(Easy, PicksDifferAcrossSeeds) {
    std::set<int> squares;
    for (std::uint64_t seed = 0; seed < 100; ++seed)
        squares.insert(easy(Position::start(), seed).square());
    EXPECT_EQ(squares.size(), 4u);  // every opening square comes up
}

TEST(Easy, PickIsFixedBySeedAndPosition) {
    for (const Position& p : testing::spread_positions(10, 2, 7)) {
        for (std::uint64_t seed : {0ULL, 1ULL, 99ULL, 18446744073709551615ULL})
            EXPECT_EQ(easy(p, seed), easy(p, seed)) << position_string(p);
    }
}

TEST(Easy, SamePositionReachedAnotherWayGetsTheSameReply) {
    const Position a = after_moves("f5 f6 e6");
    const Position b = after_moves("e6 f6 f5");
    ASSERT_EQ(a, b);
    for (std::uint64_t seed = 0; seed < 20; ++seed)
        EXPECT_EQ(easy(a, seed), easy(b, seed));
}

// The rule PROTOCOL.md gives, step by step: one draw from move_generator(seed, moves made)
// below the total weight, then the legal squares in board order, each kEasyBaseWeight plus
// the discs it turns.
TEST(Easy, FollowsTheDocumentedDraw) {
    for (const Position& p : testing::spread_positions(10, 6, 5)) {
        for (std::uint64_t seed : {0ULL, 12345ULL}) {
            std::uint64_t total = 0;
            for_each_square(p.legal_moves(), [&](int s) {
                total += kEasyBaseWeight + popcount(flips(p.player(), p.opponent(), s));
            });
            std::uint64_t draw = move_generator(seed, p.moves_made()).next() % total;
            int expected = -1;
            for_each_square(p.legal_moves(), [&](int s) {
                const std::uint64_t weight =
                    kEasyBaseWeight + popcount(flips(p.player(), p.opponent(), s));
                if (expected < 0 && draw < weight) expected = s;
                if (expected < 0) draw -= weight;
            });
            EXPECT_EQ(easy(p, seed), Move::at(expected)) << position_string(p);
        }
    }
}

TEST(Easy, MustPassGivesPass) {
    const Position p =
        parse_position("----------------------------------------------------------OOOOOX O")
            .value();
    ASSERT_TRUE(p.must_pass());
    EXPECT_EQ(easy(p, 3), Move::pass());
}

// Over many positions with a corner on offer, Easy takes one about as often as a uniform
// choice would: it has no notion of corners.
TEST(Easy, TakesCornersNoMoreOftenThanChance) {
    double expected = 0;
    double variance = 0;
    int taken = 0;
    int offered = 0;
    std::uint64_t seed = 0;
    for (const Position& p : testing::random_game_positions(400, 3)) {
        const Bitboard moves = p.legal_moves();
        const int corners = popcount(moves & kCorners);
        if (corners == 0) continue;
        ++offered;
        const double q = static_cast<double>(corners) / popcount(moves);
        expected += q;
        variance += q * (1 - q);
        if (square_bit(easy(p, seed++).square()) & kCorners) ++taken;
    }
    ASSERT_GT(offered, 5000);
    EXPECT_LT(taken, expected + 4 * std::sqrt(variance));
    EXPECT_GT(taken, expected - 4 * std::sqrt(variance));  // nor does it avoid them
}

// The lean towards moves that turn more discs is there, and slight.
TEST(Easy, LeansSlightlyTowardsMovesThatTurnMore) {
    double uniform_turned = 0;
    double easy_turned = 0;
    int samples = 0;
    std::uint64_t seed = 0;
    for (const Position& p : testing::random_game_positions(200, 4)) {
        const Bitboard moves = p.legal_moves();
        double turned = 0;
        for_each_square(moves,
                        [&](int s) { turned += popcount(flips(p.player(), p.opponent(), s)); });
        uniform_turned += turned / popcount(moves);
        easy_turned += popcount(flips(p.player(), p.opponent(), easy(p, seed++).square()));
        ++samples;
    }
    const double lean = (easy_turned - uniform_turned) / samples;
    EXPECT_GT(lean, 0.1);
    EXPECT_LT(lean, 0.6);
}

}  // namespace
}  // namespace reversi
