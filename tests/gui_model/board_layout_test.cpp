// SPDX-License-Identifier: GPL-3.0-or-later
// The board's place in a panel of any size, its frame and coordinates, and which square a point
// falls on.
#include <gtest/gtest.h>

#include <cmath>

#include "fake_ports.hpp"
#include "model/board_layout.hpp"

namespace reversi::gui {
namespace {

using testing::square;

TEST(BoardLayout, TheBoardIsTheLargestCentredSquareInsideTheMargin) {
    const BoardLayout layout(1000, 600, 20);
    EXPECT_DOUBLE_EQ(layout.board().width, 560);
    EXPECT_DOUBLE_EQ(layout.board().height, 560);
    EXPECT_DOUBLE_EQ(layout.board().x, 220);
    EXPECT_DOUBLE_EQ(layout.board().y, 20);
    EXPECT_DOUBLE_EQ(layout.cell(), 70);
}

TEST(BoardLayout, SquaresRunLeftToRightThenTopToBottom) {
    const BoardLayout layout(800, 800, 0);
    EXPECT_EQ(layout.square_at(1, 1), square("a1"));
    EXPECT_EQ(layout.square_at(799, 1), square("h1"));
    EXPECT_EQ(layout.square_at(1, 799), square("a8"));
    EXPECT_EQ(layout.square_at(350, 450), square("d5"));
}

TEST(BoardLayout, EverySquaresCentreHitsThatSquare) {
    const BoardLayout layout(517, 333, 11);
    for (int s = 0; s < kSquareCount; ++s) {
        const Rect r = layout.square_rect(s);
        EXPECT_EQ(layout.square_at(r.x + r.width / 2, r.y + r.height / 2), s);
    }
}

TEST(BoardLayout, PointsOffTheBoardHitNothing) {
    const BoardLayout layout(1000, 600, 20);
    EXPECT_EQ(layout.square_at(100, 300), std::nullopt);
    EXPECT_EQ(layout.square_at(500, 10), std::nullopt);
    EXPECT_EQ(layout.square_at(780, 300), std::nullopt);
    EXPECT_EQ(layout.square_at(500, 580), std::nullopt);
}

TEST(BoardLayout, APanelTooSmallForABoardHitsNothing) {
    const BoardLayout layout(30, 30, 20);
    EXPECT_DOUBLE_EQ(layout.board().width, 0);
    EXPECT_EQ(layout.square_at(15, 15), std::nullopt);
}

TEST(BoardLayout, TheFrameFitsInsideTheMarginAndTheGridSitsInItsMiddle) {
    const BoardLayout layout(1000, 600, 20, 0.5);
    // 560 across for 8 cells and two half-cell frames: cells of 62.2...
    EXPECT_NEAR(layout.outer().width, 560, 1e-9);
    EXPECT_NEAR(layout.outer().y, 20, 1e-9);
    EXPECT_NEAR(layout.cell(), 560.0 / 9, 1e-9);
    EXPECT_NEAR(layout.frame_width(), layout.cell() / 2, 1e-9);
    EXPECT_NEAR(layout.board().x - layout.outer().x, layout.frame_width(), 1e-9);
    EXPECT_NEAR(layout.outer().x + layout.outer().width / 2, 500, 1e-9);
    EXPECT_NEAR(layout.outer().y + layout.outer().height / 2, 300, 1e-9);
}

TEST(BoardLayout, AFrameIsNotASquare) {
    const BoardLayout layout(1000, 600, 20, 0.5);
    const Rect& grid = layout.board();
    EXPECT_EQ(layout.square_at(grid.x - 1, grid.y + 10), std::nullopt);
    EXPECT_EQ(layout.square_at(grid.x + 1, grid.y + 1), square("a1"));
    EXPECT_EQ(layout.square_at(grid.x + grid.width - 1, grid.y + grid.height - 1), square("h8"));
}

TEST(BoardLayout, WithAPixelSizeTheGridFallsOnWholePixels) {
    for (const double pixel : {1.0, 0.5}) {
        const BoardLayout layout(977.3, 641.9, 13, 0.37, pixel);
        for (const double v : {layout.cell(), layout.board().x, layout.board().y}) {
            EXPECT_NEAR(std::fmod(v, pixel), 0, 1e-9) << v << " at pixel " << pixel;
        }
        EXPECT_LE(layout.outer().width, 641.9 - 2 * 13 + 1e-9);
        EXPECT_GT(layout.outer().width, 641.9 - 2 * 13 - 8 * pixel - 1);
    }
}

TEST(BoardLayout, CoordinatesSitOnTheFrameBesideTheirColumnOrRow) {
    const BoardLayout layout(900, 900, 0, 0.5);
    const Rect a1 = layout.square_rect(square("a1"));
    const Rect h8 = layout.square_rect(square("h8"));
    const Point a_above = layout.column_label(0, true);
    EXPECT_NEAR(a_above.x, a1.x + a1.width / 2, 1e-9);
    EXPECT_NEAR(a_above.y, layout.board().y - layout.frame_width() / 2, 1e-9);
    const Point h_below = layout.column_label(7, false);
    EXPECT_NEAR(h_below.x, h8.x + h8.width / 2, 1e-9);
    EXPECT_GT(h_below.y, layout.board().y + layout.board().height);
    EXPECT_LT(h_below.y, layout.outer().y + layout.outer().height);
    const Point one_left = layout.row_label(0, true);
    EXPECT_NEAR(one_left.y, a1.y + a1.height / 2, 1e-9);
    EXPECT_LT(one_left.x, layout.board().x);
    EXPECT_GT(one_left.x, layout.outer().x);
    EXPECT_GT(layout.row_label(7, false).x, layout.board().x + layout.board().width);
}

}  // namespace
}  // namespace reversi::gui
