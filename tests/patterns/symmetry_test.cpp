// SPDX-License-Identifier: GPL-3.0-or-later
// The board's eight symmetries as bitboard transforms: each moves every square where the
// square-by-square definition says, and they are eight different maps.
#include <gtest/gtest.h>

#include <set>

#include "patterns/symmetry.hpp"
#include "search/random.hpp"

namespace reversi::patterns {
namespace {

TEST(Symmetry, EveryTransformMovesEachSquareWhereItsDefinitionSays) {
    for (int k = 0; k < kSymmetryCount; ++k) {
        for (int s = 0; s < kSquareCount; ++s)
            EXPECT_EQ(apply_symmetry(k, square_bit(s)), square_bit(symmetric_square(k, s)))
                << "symmetry " << k << " square " << s;
    }
}

TEST(Symmetry, TheEightAreDistinctAndTheIdentityComesFirst) {
    std::set<std::vector<int>> maps;
    for (int k = 0; k < kSymmetryCount; ++k) {
        std::vector<int> map;
        for (int s = 0; s < kSquareCount; ++s)
            map.push_back(symmetric_square(k, s));
        maps.insert(map);
    }
    EXPECT_EQ(maps.size(), 8u);
    for (int s = 0; s < kSquareCount; ++s)
        EXPECT_EQ(symmetric_square(0, s), s);
}

TEST(Symmetry, NamedSquaresLandWhereExpected) {
    // a1 = 0, h1 = 7, a8 = 56, b1 = 1, a2 = 8.
    EXPECT_EQ(flip_vertical(square_bit(0)), square_bit(56));
    EXPECT_EQ(flip_horizontal(square_bit(0)), square_bit(7));
    EXPECT_EQ(transpose(square_bit(1)), square_bit(8));
    EXPECT_EQ(transpose(square_bit(63)), square_bit(63));
}

TEST(Symmetry, AllSymmetriesAgreesWithEachTransformOnManyBoards) {
    SplitMix64 random(5);
    for (int i = 0; i < 1000; ++i) {
        const Bitboard b = random.next() & random.next();
        const auto all = all_symmetries(b);
        for (int k = 0; k < kSymmetryCount; ++k)
            EXPECT_EQ(all[static_cast<std::size_t>(k)], apply_symmetry(k, b));
    }
}

}  // namespace
}  // namespace reversi::patterns
