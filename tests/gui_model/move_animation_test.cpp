// SPDX-License-Identifier: GPL-3.0-or-later
// A move on screen: the placed disc drops in, then each turned disc turns over once, in a wave
// outwards from the placed disc, about the axis across its line; the whole move is short.
#include <gtest/gtest.h>

#include <cmath>

#include "fake_ports.hpp"
#include "model/move_animation.hpp"

namespace reversi::gui {
namespace {

using namespace std::chrono_literals;
using testing::square;
using testing::squares;
using Millis = MoveAnimation::Millis;

// The middle of a turned disc's turn.
Millis half_way(const MoveAnimation& move, std::string_view name) {
    return move.start_of(square(name)) + MoveAnimation::kFlipTime / 2;
}

TEST(MoveAnimation, ATurnedDiscShowsItsOldColorFirstAndItsNewColorAtTheEnd) {
    const MoveAnimation move(square("d3"), squares({"d4"}));
    EXPECT_TRUE(move.look(square("d4"), 0ms).shows_old_color);
    EXPECT_DOUBLE_EQ(move.look(square("d4"), 0ms).width_scale, 1);
    EXPECT_FALSE(move.look(square("d4"), move.duration()).shows_old_color);
    EXPECT_DOUBLE_EQ(move.look(square("d4"), move.duration()).width_scale, 1);
    EXPECT_NEAR(move.look(square("d4"), move.duration()).lift, 0, 1e-12);
    EXPECT_TRUE(move.finished(move.duration()));
    EXPECT_FALSE(move.finished(move.duration() - 1ms));
}

TEST(MoveAnimation, HalfWayThroughItsTurnADiscIsEdgeOnAndLiftedHighest) {
    const MoveAnimation move(square("d3"), squares({"d4"}));
    const DiscLook middle = move.look(square("d4"), half_way(move, "d4"));
    EXPECT_NEAR(middle.width_scale, 0, 1e-9);
    const DiscLook before = move.look(square("d4"), half_way(move, "d4") - 30ms);
    const DiscLook after = move.look(square("d4"), half_way(move, "d4") + 30ms);
    EXPECT_GT(middle.lift, before.lift);
    EXPECT_GT(middle.lift, after.lift);
    EXPECT_TRUE(before.shows_old_color);
    EXPECT_FALSE(after.shows_old_color);
}

TEST(MoveAnimation, TheFlipsRippleOutwardsFromThePlacedDisc) {
    const MoveAnimation move(square("a1"), squares({"b1", "c1", "d1"}));
    EXPECT_LT(move.start_of(square("b1")), move.start_of(square("c1")));
    EXPECT_LT(move.start_of(square("c1")), move.start_of(square("d1")));
    const Millis t = half_way(move, "b1") + 1ms;
    EXPECT_FALSE(move.look(square("b1"), t).shows_old_color);
    EXPECT_TRUE(move.look(square("c1"), t).shows_old_color);
}

TEST(MoveAnimation, DiscsAtTheSameDistanceTurnTogether) {
    const MoveAnimation move(square("d3"), squares({"d4", "e4", "c4"}));
    EXPECT_EQ(move.start_of(square("d4")), move.start_of(square("e4")));
    EXPECT_EQ(move.start_of(square("d4")), move.start_of(square("c4")));
}

TEST(MoveAnimation, EveryMoveIsOverWithinTheLongestMoveTime) {
    // A line of turned discs from a1 up to 6 squares long, the longest a move can turn.
    for (int length = 1; length <= 6; ++length) {
        Bitboard line = 0;
        for (int column = 1; column <= length; ++column)
            line |= square_bit(square_at(column, 0));
        const MoveAnimation move(square("a1"), line);
        EXPECT_LE(move.duration(), MoveAnimation::kLongestMove) << length;
        EXPECT_GE(move.duration(), MoveAnimation::kFirstFlip + MoveAnimation::kFlipTime);
        if (length > 1) {
            EXPECT_LT(move.start_of(square_at(length - 1, 0)), move.start_of(square_at(length, 0)))
                << "the wave still runs outwards with " << length << " discs";
        }
    }
}

TEST(MoveAnimation, ThePlacedDiscDropsOntoItsSquareAndFadesIn) {
    const MoveAnimation move(square("f5"), squares({"e5"}));
    const DiscLook start = move.look(square("f5"), 0ms);
    EXPECT_DOUBLE_EQ(start.lift, 1);
    EXPECT_DOUBLE_EQ(start.opacity, 0);
    double previous_lift = start.lift;
    for (Millis t = 10ms; t <= MoveAnimation::kArrival; t += 10ms) {
        const DiscLook now = move.look(square("f5"), t);
        EXPECT_LT(now.lift, previous_lift) << t.count();
        EXPECT_DOUBLE_EQ(now.width_scale, 1) << "the placed disc never turns";
        EXPECT_FALSE(now.shows_old_color);
        previous_lift = now.lift;
    }
    const DiscLook landed = move.look(square("f5"), MoveAnimation::kArrival);
    EXPECT_DOUBLE_EQ(landed.lift, 0);
    EXPECT_DOUBLE_EQ(landed.opacity, 1);
}

TEST(MoveAnimation, ADiscTurnsAboutTheAxisAcrossItsLine) {
    const MoveAnimation move(square("d4"), squares({"d5", "e4", "e5", "c5"}));
    const Millis t = 0ms;
    EXPECT_NEAR(move.look(square("d5"), t).axis_x, 0, 1e-12);  // down the column: narrows
    EXPECT_NEAR(move.look(square("d5"), t).axis_y, 1, 1e-12);  // vertically
    EXPECT_NEAR(move.look(square("e4"), t).axis_x, 1, 1e-12);
    EXPECT_NEAR(move.look(square("e4"), t).axis_y, 0, 1e-12);
    EXPECT_NEAR(move.look(square("e5"), t).axis_x, std::sqrt(0.5), 1e-12);
    EXPECT_NEAR(move.look(square("e5"), t).axis_y, std::sqrt(0.5), 1e-12);
    EXPECT_NEAR(move.look(square("c5"), t).axis_x, -std::sqrt(0.5), 1e-12);
    EXPECT_NEAR(move.look(square("c5"), t).axis_y, std::sqrt(0.5), 1e-12);
}

TEST(MoveAnimation, SquaresTheMoveDidNotTouchAreAtRest) {
    const MoveAnimation move(square("d3"), squares({"d4"}));
    EXPECT_EQ(move.animated(), squares({"d3", "d4"}));
    const DiscLook rest = move.look(square("e4"), 10ms);
    EXPECT_FALSE(rest.shows_old_color);
    EXPECT_DOUBLE_EQ(rest.width_scale, 1);
    EXPECT_DOUBLE_EQ(rest.lift, 0);
    EXPECT_DOUBLE_EQ(rest.opacity, 1);
}

TEST(MoveAnimation, NoAnimationIsFinishedAtOnce) {
    const MoveAnimation none;
    EXPECT_TRUE(none.finished(0ms));
    EXPECT_EQ(none.animated(), 0U);
}

}  // namespace
}  // namespace reversi::gui
