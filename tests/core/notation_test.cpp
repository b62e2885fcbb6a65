// SPDX-License-Identifier: GPL-3.0-or-later
// Square names, moves and position strings.
#include <gtest/gtest.h>

#include "core/notation.hpp"

namespace reversi {
namespace {

constexpr std::string_view kStartText =
    "---------------------------OX------XO--------------------------- X";

TEST(Notation, A1IsTopLeftAndColumnsRunLeftToRight) {
    EXPECT_EQ(parse_square("a1"), 0);
    EXPECT_EQ(parse_square("h1"), 7);
    EXPECT_EQ(parse_square("a2"), 8);
    EXPECT_EQ(parse_square("h8"), 63);
    EXPECT_EQ(square_name(0), "a1");
    EXPECT_EQ(square_name(63), "h8");
}

TEST(Notation, SquaresAreCaseInsensitive) {
    EXPECT_EQ(parse_square("D3"), parse_square("d3"));
    EXPECT_EQ(parse_move("PASS"), Move::pass());
    EXPECT_EQ(parse_move("Pass"), Move::pass());
}

TEST(Notation, EveryNameRoundTrips) {
    for (int s = 0; s < kSquareCount; ++s)
        EXPECT_EQ(parse_square(square_name(s)), s);
}

TEST(Notation, MalformedSquaresAreRejected) {
    for (std::string_view bad :
         {"", "a", "a0", "a9", "i1", "11", "aa", "a1 ", " a1", "a10", "pas"}) {
        EXPECT_FALSE(parse_move(bad).has_value()) << bad;
    }
}

TEST(Notation, StartPositionStringIsTheOBFOne) {
    EXPECT_EQ(position_string(Position::start()), kStartText);
    EXPECT_EQ(parse_position(kStartText), Position::start());
}

TEST(Notation, PositionStringsRoundTripWithWhiteToMove) {
    const Position p = Position::start().after(Move::at(*parse_square("d3")));
    EXPECT_EQ(p.side_to_move(), Color::White);
    EXPECT_EQ(parse_position(position_string(p)), p);
}

TEST(Notation, MalformedPositionStringsAreRejected) {
    const std::string good(kStartText);
    EXPECT_FALSE(parse_position(good.substr(0, 65)).has_value());        // no side
    EXPECT_FALSE(parse_position(good.substr(1)).has_value());            // 63 squares
    EXPECT_FALSE(parse_position(good + " ").has_value());                // trailing text
    EXPECT_FALSE(parse_position(good.substr(0, 65) + "x").has_value());  // lower-case side
    std::string stray = good;
    stray[0] = '*';
    EXPECT_FALSE(parse_position(stray).has_value());
    std::string no_space = good;
    no_space[64] = '_';
    EXPECT_FALSE(parse_position(no_space).has_value());
}

TEST(Notation, CapitalMoveNamesUpperOnlyTheColumn) {
    EXPECT_EQ(capital_move_name(Move::at(square_at(5, 4))), "F5");
    EXPECT_EQ(capital_move_name(Move::at(0)), "A1");
    EXPECT_EQ(capital_move_name(Move::pass()), "pass");
}

TEST(Notation, ColorNamesRoundTripAndAreExact) {
    for (Color c : {Color::Black, Color::White})
        EXPECT_EQ(parse_color_name(color_name(c)), c);
    EXPECT_FALSE(parse_color_name("Black"));
    EXPECT_FALSE(parse_color_name("b"));
}

}  // namespace
}  // namespace reversi
