// SPDX-License-Identifier: GPL-3.0-or-later
// The pattern layout: the 46 instances Edax and Logistello use, packed indices that match a
// square-by-square reading, and tables whose symmetric entries are one weight.
#include <gtest/gtest.h>

#include <set>
#include <vector>

#include "core/notation.hpp"
#include "patterns/pattern_weights.hpp"
#include "patterns/patterns.hpp"
#include "search/random.hpp"

namespace reversi::patterns {
namespace {

// The shape's squares of `b` packed in increasing square order, one square at a time.
unsigned extract_by_squares(Pattern p, Bitboard b) {
    unsigned bits = 0;
    int i = 0;
    for_each_square(shape(p).squares, [&](int s) {
        if (b & square_bit(s)) bits |= 1U << i;
        ++i;
    });
    return bits;
}

Bitboard named(std::initializer_list<std::string_view> names) {
    Bitboard b = 0;
    for (const std::string_view name : names)
        b |= square_bit(parse_square(name).value());
    return b;
}

std::vector<Bitboard> random_boards(int count, std::uint64_t seed) {
    SplitMix64 random(seed);
    std::vector<Bitboard> boards{0, ~Bitboard{0}};
    for (int i = 0; i < count; ++i)
        boards.push_back(random.next() & random.next());
    return boards;
}

// Index i's base-3 digits, least significant first.
std::vector<int> digits(int index, int count) {
    std::vector<int> d;
    for (int i = 0; i < count; ++i, index /= 3)
        d.push_back(index % 3);
    return d;
}

TEST(Patterns, EachShapeHasTheExpectedSizeAndNumberOfInstances) {
    const std::vector<std::pair<int, int>> expected{
        {10, 4}, {9, 4}, {10, 8}, {8, 4}, {8, 4}, {8, 4}, {8, 2}, {7, 4}, {6, 4}, {5, 4}, {4, 4}};
    for (int p = 0; p < kPatternCount; ++p) {
        const auto pattern = static_cast<Pattern>(p);
        EXPECT_EQ(pattern_size(pattern), expected[static_cast<std::size_t>(p)].first)
            << shape(pattern).name;
        EXPECT_EQ(count_instances(pattern), expected[static_cast<std::size_t>(p)].second)
            << shape(pattern).name;
    }
    EXPECT_EQ(kInstanceCount, 46);
}

TEST(Patterns, InstancesCoverDistinctSquareSets) {
    std::set<std::pair<int, Bitboard>> seen;
    for (const Instance& instance : kInstances) {
        const Bitboard squares = squares_before(instance.symmetry, shape(instance.pattern).squares);
        EXPECT_EQ(popcount(squares), pattern_size(instance.pattern));
        EXPECT_TRUE(seen.insert({static_cast<int>(instance.pattern), squares}).second);
    }
    // The four edges with their X squares: row 1, row 8, column a, column h.
    std::set<Bitboard> edges;
    for (const Instance& instance : kInstances) {
        if (instance.pattern == Pattern::EdgeX)
            edges.insert(squares_before(instance.symmetry, shape(Pattern::EdgeX).squares));
    }
    const Bitboard row1 = 0xFFULL;
    const Bitboard column_a = 0x0101010101010101ULL;
    EXPECT_EQ(edges, (std::set<Bitboard>{
                         row1 | named({"b2", "g2"}),
                         (row1 << 56) | named({"b7", "g7"}),
                         column_a | named({"b2", "b7"}),
                         (column_a << 7) | named({"g2", "g7"}),
                     }));
}

TEST(Patterns, ExtractionMatchesASquareBySquareReading) {
    for (const Bitboard b : random_boards(2000, 11)) {
        for (int p = 0; p < kPatternCount; ++p) {
            const auto pattern = static_cast<Pattern>(p);
            ASSERT_EQ(extract_portable(pattern, b), extract_by_squares(pattern, b))
                << shape(pattern).name << " board " << b;
        }
        // The instruction the native build uses gives the same numbers.
        ASSERT_EQ(extract<Pattern::Corner2x5>(b), extract_by_squares(Pattern::Corner2x5, b));
        ASSERT_EQ(extract<Pattern::EdgeX>(b), extract_by_squares(Pattern::EdgeX, b));
        ASSERT_EQ(extract<Pattern::Diagonal6>(b), extract_by_squares(Pattern::Diagonal6, b));
    }
}

// An instance's index reads its squares of the original board: digit i is the i-th square of
// the shape, carried back through the instance's symmetry.
TEST(Patterns, InstanceIndicesReadTheInstancesOwnSquares) {
    const std::vector<Bitboard> boards = random_boards(300, 12);
    for (std::size_t b = 0; b + 1 < boards.size(); b += 2) {
        const Bitboard player = boards[b] & ~boards[b + 1];
        const Bitboard opponent = boards[b + 1];
        for_each_instance(player, opponent, [&](std::size_t n, Pattern p, int index) {
            const Instance& instance = kInstances[n];
            ASSERT_EQ(instance.pattern, p);
            int expected = 0;
            int power = 1;
            for_each_square(shape(p).squares, [&](int canonical) {
                int original = 0;
                while (symmetric_square(instance.symmetry, original) != canonical)
                    ++original;
                const int digit = (player & square_bit(original))     ? 1
                                  : (opponent & square_bit(original)) ? 2
                                                                      : 0;
                expected += digit * power;
                power *= 3;
            });
            ASSERT_EQ(index, expected) << shape(p).name << " instance " << n;
        });
    }
}

TEST(Patterns, StagesCoverEveryNumberOfEmptySquares) {
    EXPECT_EQ(stage_of(0), 0);
    EXPECT_EQ(stage_of(3), 0);
    EXPECT_EQ(stage_of(4), 1);
    EXPECT_EQ(stage_of(59), kStageCount - 1);
    EXPECT_EQ(stage_of(60), kStageCount - 1);
    EXPECT_EQ(stage_of(64), kStageCount - 1);  // a board set with fewer than four discs
    for (int e = 1; e <= 64; ++e)
        EXPECT_GE(stage_of(e), stage_of(e - 1));
}

TEST(PatternWeights, ARowAndItsMirrorImageShareOneWeight) {
    const std::vector<std::uint32_t> rep = representative_indices(Pattern::Row2);
    // Own disc on a2 (digit 0), or on h2 (digit 7): mirror images.
    EXPECT_EQ(rep[1], rep[2187]);
    // Own on a2 and other on b2, against other on g2 and own on h2.
    EXPECT_EQ(rep[1 + 2 * 3], rep[2 * 729 + 2187]);
    // Own on a2 against other on a2: not symmetric.
    EXPECT_NE(rep[1], rep[2]);
}

TEST(PatternWeights, RepresentativesAreTheSmallestOfTheirClass) {
    for (int p = 0; p < kPatternCount; ++p) {
        const auto pattern = static_cast<Pattern>(p);
        const std::vector<std::uint32_t> rep = representative_indices(pattern);
        ASSERT_EQ(rep.size(), static_cast<std::size_t>(table_size(pattern)));
        for (std::uint32_t i = 0; i < rep.size(); ++i) {
            ASSERT_LE(rep[i], i);
            ASSERT_EQ(rep[rep[i]], rep[i]);  // a representative represents itself
        }
    }
    // A 2x5 block has no symmetry of its own: every index is its own class.
    const std::vector<std::uint32_t> block = representative_indices(Pattern::Corner2x5);
    for (std::uint32_t i = 0; i < block.size(); ++i)
        ASSERT_EQ(block[i], i);
}

TEST(PatternWeights, TheCornerBlockIsOneWeightWithItsTranspose) {
    const std::vector<std::uint32_t> rep = representative_indices(Pattern::Corner3x3);
    // Digits: a1 b1 c1 a2 b2 c2 a3 b3 c3. Own on b1 (digit 1) against own on a2 (digit 3).
    EXPECT_EQ(rep[3], rep[27]);
    // Own on c1 and other on a3, against own on a3 and other on c1.
    const std::vector<int> first = digits(9 + 2 * 729, 9);
    EXPECT_EQ(first[2], 1);
    EXPECT_EQ(first[6], 2);
    EXPECT_EQ(rep[9 + 2 * 729], rep[729 + 2 * 9]);
}

}  // namespace
}  // namespace reversi::patterns
