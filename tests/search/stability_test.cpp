// SPDX-License-Identifier: GPL-3.0-or-later
// Stable discs: the ones reported can never be turned, and the plain cases are found.
#include <gtest/gtest.h>

#include "core/notation.hpp"
#include "sample_positions.hpp"
#include "search/stability.hpp"

namespace reversi {
namespace {

Bitboard squares(std::initializer_list<const char*> names) {
    Bitboard b = 0;
    for (const char* name : names)
        b |= square_bit(*parse_square(name));
    return b;
}

TEST(Stability, ACornerAndTheEdgeDiscsHeldFromItAreStable) {
    const Bitboard own = squares({"a1", "b1", "c1", "a2"});
    const Bitboard other = squares({"d1", "b2", "d4"});
    EXPECT_EQ(stable_discs(own, other), squares({"a1", "b1", "c1", "a2"}));
    EXPECT_EQ(stable_discs(other, own), Bitboard{0});
}

TEST(Stability, ADiscWhoseFourLinesAreFullIsStable) {
    // Every square taken but a1 and h1: d6 sees neither along its four lines, d4 sees a1
    // along its diagonal and has no stable disc of its own beside it there.
    const Bitboard own = squares({"d4", "d6"});
    const Bitboard other = ~(own | squares({"a1", "h1"}));
    EXPECT_EQ(stable_discs(own, other), squares({"d6"}));
}

// Over random games, a disc once reported stable keeps its colour to the end of the game.
TEST(Stability, AReportedStableDiscIsNeverTurned) {
    SplitMix64 generator(7);
    int stable_seen = 0;
    for (int game = 0; game < 60; ++game) {
        Position p = Position::start();
        Bitboard black_stable = 0;
        Bitboard white_stable = 0;
        while (!p.is_game_over()) {
            const Bitboard black = p.side_to_move() == Color::Black ? p.player() : p.opponent();
            const Bitboard white = black ^ (p.player() | p.opponent());
            ASSERT_EQ(black & black_stable, black_stable) << position_string(p);
            ASSERT_EQ(white & white_stable, white_stable) << position_string(p);
            black_stable = stable_discs(black, white);
            white_stable = stable_discs(white, black);
            stable_seen += popcount(black_stable | white_stable);
            p = p.must_pass() ? p.after(Move::pass())
                              : p.after(testing::random_square(p, generator));
        }
    }
    EXPECT_GT(stable_seen, 1000);
}

}  // namespace
}  // namespace reversi
