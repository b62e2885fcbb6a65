// SPDX-License-Identifier: GPL-3.0-or-later
// The count of discs a move on the last empty square turns agrees with the move itself.
#include <gtest/gtest.h>

#include "core/last_flips.hpp"
#include "core/moves.hpp"
#include "core/split_mix64.hpp"

namespace reversi {
namespace {

int turned_by_the_move(Bitboard mine, int square) {
    const Bitboard theirs = ~mine & ~square_bit(square);
    return popcount(flips(mine, theirs, square));
}

// Every square as the last empty one, under random boards and boards with long runs (few of
// the mover's discs), which reach the board's edges and the short diagonals' ends.
TEST(LastFlipCount, AgreesWithTheMoveOnEverySquare) {
    SplitMix64 random(2026);
    int checked = 0;
    int turning = 0;
    for (int round = 0; round < 2000; ++round) {
        Bitboard mine = random.next();
        if (round % 2 == 1) mine &= random.next() & random.next();  // sparse: long runs
        for (int square = 0; square < kSquareCount; ++square) {
            const Bitboard board = mine & ~square_bit(square);
            const int expected = turned_by_the_move(board, square);
            ASSERT_EQ(last_flip_count(board, square), expected)
                << "square " << square << " mine " << std::hex << board;
            ++checked;
            turning += expected > 0 ? 1 : 0;
        }
    }
    EXPECT_EQ(checked, 2000 * kSquareCount);
    EXPECT_GT(turning, checked / 2);  // the check saw moves, not only empty answers
}

TEST(LastFlipCount, TurnsNothingWhereNoRunIsClosed) {
    // Only the other side's discs: no run closes anywhere.
    EXPECT_EQ(last_flip_count(0, 27), 0);
    // a1 empty, a8 and h8 and h1 mine: the column, the row and the long diagonal turn 6 each.
    const Bitboard corners = square_bit(7) | square_bit(56) | square_bit(63);
    EXPECT_EQ(last_flip_count(corners, 0), 18);
}

}  // namespace
}  // namespace reversi
