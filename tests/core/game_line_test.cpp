// SPDX-License-Identifier: GPL-3.0-or-later
// A line of play with take-backs.
#include <gtest/gtest.h>

#include "core/game_line.hpp"
#include "core/notation.hpp"

namespace reversi {
namespace {

Move move(std::string_view text) { return parse_move(text).value(); }

TEST(GameLine, IllegalMoveChangesNothing) {
    GameLine line;
    EXPECT_FALSE(line.play(move("a1")));
    EXPECT_FALSE(line.play(Move::pass()));
    EXPECT_EQ(line.current(), Position::start());
    EXPECT_TRUE(line.moves().empty());
}

TEST(GameLine, UndoReturnsToEarlierPositions) {
    GameLine line;
    ASSERT_TRUE(line.play(move("d3")));
    const Position after_one = line.current();
    ASSERT_TRUE(line.play(move("c3")));
    ASSERT_TRUE(line.undo(1));
    EXPECT_EQ(line.current(), after_one);
    ASSERT_TRUE(line.undo(1));
    EXPECT_EQ(line.current(), Position::start());
}

TEST(GameLine, UndoBeyondTheStartIsRefusedAndChangesNothing) {
    GameLine line;
    ASSERT_TRUE(line.play(move("d3")));
    EXPECT_FALSE(line.undo(2));
    EXPECT_EQ(line.moves().size(), 1u);
    EXPECT_NE(line.current(), Position::start());
}

}  // namespace
}  // namespace reversi
