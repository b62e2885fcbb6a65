// The board's place in a panel of any size, and which square a point falls on.
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace reversi::gui
