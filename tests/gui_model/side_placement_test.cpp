// SPDX-License-Identifier: GPL-3.0-or-later
// The column of texts goes beside the board, or below it in a tall window: wherever the board
// comes out larger.
#include <gtest/gtest.h>

#include "model/side_placement.hpp"

namespace reversi::gui {
namespace {

constexpr Size kColumn{300, 360};

TEST(SidePlacement, AWideWindowPutsTheColumnBesideTheBoard) {
    EXPECT_EQ(place_side({980, 650}, kColumn), SidePlacement::Beside);
    EXPECT_DOUBLE_EQ(board_side({980, 650}, kColumn, SidePlacement::Beside), 650);
}

TEST(SidePlacement, ATallWindowPutsTheColumnBelowTheBoard) {
    EXPECT_EQ(place_side({700, 1100}, kColumn), SidePlacement::Below);
    EXPECT_DOUBLE_EQ(board_side({700, 1100}, kColumn, SidePlacement::Below), 700);
    EXPECT_DOUBLE_EQ(board_side({700, 1100}, kColumn, SidePlacement::Beside), 400);
}

TEST(SidePlacement, BesideWinsATie) {
    // 1000 - 300 = 700 beside, 1060 - 360 = 700 below.
    EXPECT_EQ(place_side({1000, 1060}, kColumn), SidePlacement::Beside);
    EXPECT_EQ(place_side({1000, 1061}, kColumn), SidePlacement::Below);
}

TEST(ColumnBeside, KeepsItsNaturalWidthWhileTheBoardHasTheWholeHeight) {
    EXPECT_DOUBLE_EQ(column_width_beside({1024, 695}, 180, 302), 302);
    EXPECT_DOUBLE_EQ(column_width_beside({722, 420}, 180, 302), 302);
}

TEST(ColumnBeside, NarrowsBeforeTheBoardGivesUpAnyHeight) {
    const Size page{600, 400};
    const double column = column_width_beside(page, 180, 302);
    EXPECT_DOUBLE_EQ(column, 200);
    EXPECT_DOUBLE_EQ(board_side(page, {column, 300}, SidePlacement::Beside), 400);
}

TEST(ColumnBeside, BelowTheSmallestSizeTheBoardKeepsMostOfTheWidth) {
    // A window a tiling window manager squeezed: with the column at its natural 302 the board
    // would get 152 of 454.
    const Size page{454, 400};
    const double column = column_width_beside(page, 180, 302);
    EXPECT_DOUBLE_EQ(column, 180);
    EXPECT_GT(board_side(page, {column, 300}, SidePlacement::Beside), 0.55 * page.width);
}

TEST(SidePlacement, APageSmallerThanTheColumnLeavesNoBoard) {
    EXPECT_DOUBLE_EQ(board_side({200, 300}, kColumn, SidePlacement::Beside), 0);
    EXPECT_DOUBLE_EQ(board_side({200, 300}, kColumn, SidePlacement::Below), 0);
}

}  // namespace
}  // namespace reversi::gui
