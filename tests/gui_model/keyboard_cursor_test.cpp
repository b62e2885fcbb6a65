// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard cursor starts each turn on a square the player may play, near where it was, and
// the jump keys take it from one square with a dot to the next.
#include <gtest/gtest.h>

#include "fake_ports.hpp"
#include "model/keyboard_cursor.hpp"

namespace reversi::gui {
namespace {

using testing::square;
using testing::squares;

TEST(KeyboardCursor, StaysWhereItIsOnAPlayableSquare) {
    EXPECT_EQ(cursor_on_playable(square("c4"), squares({"d3", "c4", "f5", "e6"})), square("c4"));
}

TEST(KeyboardCursor, MovesToTheNearestPlayableSquare) {
    const Bitboard opening = squares({"d3", "c4", "f5", "e6"});
    EXPECT_EQ(cursor_on_playable(square("c2"), opening), square("d3"));
    EXPECT_EQ(cursor_on_playable(square("g8"), opening), square("e6"));
    EXPECT_EQ(cursor_on_playable(square("h4"), opening), square("f5"));
}

TEST(KeyboardCursor, AmongEquallyNearSquaresTakesTheStraighterOneThenTheFirst) {
    // From d4: c4 and e5 are both one king move away; c4 is straight across, e5 diagonal.
    EXPECT_EQ(cursor_on_playable(square("d4"), squares({"e5", "c4"})), square("c4"));
    // c4 and d3 are alike seen from a1: the first in reading order wins.
    EXPECT_EQ(cursor_on_playable(square("a1"), squares({"c4", "d3"})), square("d3"));
    // b2 and f2 are both two moves straight away from d2.
    EXPECT_EQ(cursor_on_playable(square("d2"), squares({"f2", "b2"})), square("b2"));
}

TEST(KeyboardCursor, WithNothingPlayableItStaysPut) {
    EXPECT_EQ(cursor_on_playable(square("g7"), 0), square("g7"));
    EXPECT_EQ(next_playable(square("g7"), 0, true), square("g7"));
    EXPECT_EQ(next_playable(square("g7"), 0, false), square("g7"));
}

TEST(KeyboardCursor, TheJumpKeysGoToTheNextDotInReadingOrderAndRoundTheEnd) {
    const Bitboard opening = squares({"d3", "c4", "f5", "e6"});
    EXPECT_EQ(next_playable(square("d3"), opening, true), square("c4"));
    EXPECT_EQ(next_playable(square("a4"), opening, true), square("c4"));   // from a square without
    EXPECT_EQ(next_playable(square("e6"), opening, true), square("d3"));   // round the end
    EXPECT_EQ(next_playable(square("d3"), opening, false), square("e6"));  // and back round it
    EXPECT_EQ(next_playable(square("f5"), opening, false), square("c4"));
    EXPECT_EQ(next_playable(square("h8"), opening, false), square("e6"));
}

TEST(KeyboardCursor, TheOnlyDotIsWhereEveryJumpLands) {
    EXPECT_EQ(next_playable(square("b7"), squares({"b7"}), true), square("b7"));
    EXPECT_EQ(next_playable(square("a1"), squares({"b7"}), false), square("b7"));
}

}  // namespace
}  // namespace reversi::gui
