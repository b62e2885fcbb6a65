// SPDX-License-Identifier: GPL-3.0-or-later
// The opponents' generator: the published SplitMix64, seeded from (seed, moves made).
#include <gtest/gtest.h>

#include <set>

#include "search/random.hpp"

namespace reversi {
namespace {

TEST(Generator, MatchesTheReferenceSplitMix64Outputs) {
    // The first outputs of the reference implementation (Vigna, splitmix64.c) from 1234567.
    SplitMix64 generator(1234567);
    EXPECT_EQ(generator.next(), 6457827717110365317ULL);
    EXPECT_EQ(generator.next(), 3203168211198807973ULL);
    EXPECT_EQ(generator.next(), 9817491932198370423ULL);
    EXPECT_EQ(generator.next(), 4593380528125082431ULL);
    EXPECT_EQ(generator.next(), 16408922859458223821ULL);
}

TEST(Generator, IsFixedBySeedAndMovesMade) {
    SplitMix64 a = move_generator(42, 17);
    SplitMix64 b = move_generator(42, 17);
    for (int i = 0; i < 10; ++i)
        EXPECT_EQ(a.next(), b.next());
}

TEST(Generator, EverySeedAndMoveNumberStartsElsewhere) {
    std::set<std::uint64_t> first_draws;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        for (int made = 0; made <= 60; ++made)
            first_draws.insert(move_generator(seed, made).next());
    }
    EXPECT_EQ(first_draws.size(), 20u * 61u);
}

TEST(Generator, DrawsBelowABoundStayBelowIt) {
    SplitMix64 generator(7);
    for (std::uint64_t bound = 1; bound < 100; ++bound)
        EXPECT_LT(generator.below(bound), bound);
}

}  // namespace
}  // namespace reversi
