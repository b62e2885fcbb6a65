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

TEST(SidePlacement, APageSmallerThanTheColumnLeavesNoBoard) {
    EXPECT_DOUBLE_EQ(board_side({200, 300}, kColumn, SidePlacement::Beside), 0);
    EXPECT_DOUBLE_EQ(board_side({200, 300}, kColumn, SidePlacement::Below), 0);
}

}  // namespace
}  // namespace reversi::gui
