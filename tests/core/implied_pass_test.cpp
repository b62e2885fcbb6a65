// SPDX-License-Identifier: GPL-3.0-or-later
// Moves named with a colour: the side to move plays as usual, and a move for the other colour is
// accepted only when the side to move must pass, with that pass played first.
#include <gtest/gtest.h>

#include "core/implied_pass.hpp"
#include "core/notation.hpp"

namespace reversi {
namespace {

// White to move with no legal square; black then takes b8 and the game ends.
constexpr std::string_view kWhiteMustPass =
    "----------------------------------------------------------OOOOOX O";

GameLine line_from(std::string_view position) { return GameLine(*parse_position(position)); }

TEST(ImpliedPass, TheSideToMovePlaysAsUsual) {
    GameLine line;
    EXPECT_EQ(play_as(line, Color::Black, *parse_move("d3")), 1);
    EXPECT_EQ(line.moves().size(), 1u);
}

TEST(ImpliedPass, AMoveOutOfTurnIsRefusedWhileTheSideToMoveHasASquare) {
    GameLine line;
    EXPECT_FALSE(play_as(line, Color::White, *parse_move("d3")));
    EXPECT_EQ(line.current(), Position::start());
}

TEST(ImpliedPass, AMoveForTheOtherSideInsertsTheForcedPass) {
    GameLine line = line_from(kWhiteMustPass);
    EXPECT_EQ(play_as(line, Color::Black, *parse_move("b8")), 2);
    ASSERT_EQ(line.moves().size(), 2u);
    EXPECT_TRUE(line.moves()[0].is_pass());
    EXPECT_TRUE(line.current().is_game_over());
}

TEST(ImpliedPass, AnIllegalMoveAfterTheForcedPassChangesNothing) {
    GameLine line = line_from(kWhiteMustPass);
    const Position before = line.current();
    EXPECT_FALSE(play_as(line, Color::Black, *parse_move("a1")));
    EXPECT_EQ(line.current(), before);
    EXPECT_TRUE(line.moves().empty());
}

TEST(ImpliedPass, AMoveWithoutAColorIsForTheSideToMoveUnlessItMustPass) {
    EXPECT_EQ(implied_mover(Position::start(), *parse_move("d3")), Color::Black);
    const Position must_pass = *parse_position(kWhiteMustPass);
    EXPECT_EQ(implied_mover(must_pass, *parse_move("b8")), Color::Black);
    EXPECT_EQ(implied_mover(must_pass, Move::pass()), Color::White);
}

}  // namespace
}  // namespace reversi
