// SPDX-License-Identifier: GPL-3.0-or-later
// The bitboard core against the square-by-square reference rules, on positions reached by
// seeded random play and on arbitrary boards: legal moves, flips, passes, game end and the
// position after every move must agree exactly.
#include <gtest/gtest.h>

#include <iostream>
#include <random>
#include <string>

#include "core/notation.hpp"
#include "differential/reference_rules.hpp"
#include "differential/rules_comparison.hpp"

namespace reversi {
namespace {

// Fixed seeds: every run compares the same positions, so a failure always reproduces.
constexpr std::uint64_t kPlaySeed = 20240601;
constexpr std::uint64_t kBoardSeed = 19700101;
constexpr std::uint64_t kPlayedPositions = REVERSI_DIFFERENTIAL_PLAYED_POSITIONS;
constexpr std::uint64_t kArbitraryBoards = REVERSI_DIFFERENTIAL_ARBITRARY_BOARDS;

// The names in board order, whatever order the list holds them in.
std::string names_of(const reference::SquareList& list) {
    std::string names;
    for (int s = 0; s < kSquareCount; ++s) {
        if (list.contains(s)) names += square_name(s) + " ";
    }
    return names;
}

// A uniformly chosen set bit of `moves` (which is not empty).
int random_square(Bitboard moves, std::mt19937_64& random) {
    int skip = static_cast<int>(random() % static_cast<std::uint64_t>(popcount(moves)));
    for (; skip > 0; --skip)
        moves &= moves - 1;
    return lowest_square(moves);
}

TEST(Differential, RandomGamesAgreeWithTheSquareBySquareRules) {
    std::mt19937_64 random(kPlaySeed);
    std::uint64_t compared = 0;
    std::uint64_t games = 0;
    while (compared < kPlayedPositions) {
        Position p = Position::start();
        for (;;) {
            const std::string difference = reference::disagreement(p);
            ASSERT_EQ(difference, "") << position_string(p) << " (game " << games << ")";
            ++compared;
            if (p.is_game_over()) break;
            const Bitboard moves = p.legal_moves();
            p = p.after(moves == 0 ? Move::pass() : Move::at(random_square(moves, random)));
        }
        ++games;
    }
    std::cout << "[differential] " << compared << " positions from " << games
              << " random games agree\n";
    RecordProperty("positions", std::to_string(compared));
}

// Boards no game reaches: each square black, white or empty with weights drawn per board, so
// nearly empty, nearly full and lopsided boards all occur.
Position random_board(std::mt19937_64& random) {
    const std::uint64_t black_weight = random() % 8;
    const std::uint64_t white_weight = random() % 8;
    const std::uint64_t empty_weight = 1 + random() % 8;
    const std::uint64_t total = black_weight + white_weight + empty_weight;
    Bitboard black = 0;
    Bitboard white = 0;
    for (int s = 0; s < kSquareCount; ++s) {
        const std::uint64_t roll = random() % total;
        if (roll < black_weight) {
            black |= square_bit(s);
        } else if (roll < black_weight + white_weight) {
            white |= square_bit(s);
        }
    }
    return Position::from_discs(black, white, random() % 2 ? Color::Black : Color::White);
}

TEST(Differential, ArbitraryBoardsAgreeWithTheSquareBySquareRules) {
    std::mt19937_64 random(kBoardSeed);
    for (std::uint64_t i = 0; i < kArbitraryBoards; ++i) {
        const Position p = random_board(random);
        const std::string difference = reference::disagreement(p);
        ASSERT_EQ(difference, "") << position_string(p) << " (board " << i << ")";
    }
    std::cout << "[differential] " << kArbitraryBoards << " arbitrary boards agree\n";
    RecordProperty("positions", std::to_string(kArbitraryBoards));
}

// The reference itself, on facts stated in the rules, so a wrong reference cannot hide.
TEST(ReferenceRules, BlackOpensWithD3C4F5E6) {
    const auto legal = reference::legal_squares(reference::board_of(Position::start()));
    EXPECT_EQ(names_of(legal), "d3 c4 f5 e6 ");
}

TEST(ReferenceRules, ALineOpenAtTheEdgeTurnsNothing) {
    // White a1 to g1 run into the edge: black on h1 closes nothing.
    const auto p = parse_position("OOOOOOO-" + std::string(56, '-') + " X");
    ASSERT_TRUE(p.has_value());
    EXPECT_TRUE(reference::flipped_by(reference::board_of(*p), 7).empty());
}

TEST(ReferenceRules, OneMoveTurnsEveryClosedLineAtOnce) {
    // d4 is ringed by eight white discs, each closed by a black one beyond it.
    const auto p = parse_position(std::string("--------") + "-X-X-X--" + "--OOO---" + "-XO-OX--" +
                                  "--OOO---" + "-X-X-X--" + "--------" + "--------" + " X");
    ASSERT_TRUE(p.has_value());
    const auto turned = reference::flipped_by(reference::board_of(*p), *parse_square("d4"));
    EXPECT_EQ(names_of(turned), "c3 d3 e3 c4 e4 c5 d5 e5 ");
}

}  // namespace
}  // namespace reversi
