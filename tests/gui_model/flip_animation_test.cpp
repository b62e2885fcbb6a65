// The flip: each turned disc turns over once, outwards from the placed disc, then rests.
#include <gtest/gtest.h>

#include "fake_ports.hpp"
#include "model/flip_animation.hpp"

namespace reversi::gui {
namespace {

using namespace std::chrono_literals;
using testing::square;

Bitboard squares(std::initializer_list<std::string_view> names) {
    Bitboard b = 0;
    for (std::string_view n : names)
        b |= square_bit(square(n));
    return b;
}

TEST(FlipAnimation, ATurnedDiscShowsItsOldColourFirstAndItsNewColourAtTheEnd) {
    const FlipAnimation flip(square("d3"), squares({"d4"}));
    EXPECT_TRUE(flip.look(square("d4"), 0ms).shows_old_colour);
    EXPECT_DOUBLE_EQ(flip.look(square("d4"), 0ms).width_scale, 1);
    EXPECT_FALSE(flip.look(square("d4"), flip.duration()).shows_old_colour);
    EXPECT_DOUBLE_EQ(flip.look(square("d4"), flip.duration()).width_scale, 1);
    EXPECT_TRUE(flip.finished(flip.duration()));
    EXPECT_FALSE(flip.finished(flip.duration() - 1ms));
}

TEST(FlipAnimation, HalfWayThroughADiscIsEdgeOn) {
    const FlipAnimation flip(square("d3"), squares({"d4"}));
    EXPECT_NEAR(flip.look(square("d4"), FlipAnimation::kFlipTime / 2).width_scale, 0, 1e-9);
}

TEST(FlipAnimation, DiscsFurtherFromThePlacedOneTurnLater) {
    const FlipAnimation flip(square("a1"), squares({"b1", "c1", "d1"}));
    const auto t = FlipAnimation::kFlipTime / 2;
    EXPECT_FALSE(flip.look(square("b1"), t + 1ms).shows_old_colour);
    EXPECT_TRUE(flip.look(square("c1"), t + 1ms).shows_old_colour);
    EXPECT_EQ(flip.duration(), FlipAnimation::kFlipTime + 2 * FlipAnimation::kWaveStep);
}

TEST(FlipAnimation, SquaresTheMoveDidNotTurnAreNotAnimated) {
    const FlipAnimation flip(square("d3"), squares({"d4"}));
    EXPECT_FALSE(flip.involves(square("e4")));
    EXPECT_FALSE(flip.look(square("e4"), 10ms).shows_old_colour);
    EXPECT_DOUBLE_EQ(flip.look(square("e4"), 10ms).width_scale, 1);
}

TEST(FlipAnimation, NoAnimationIsFinishedAtOnce) {
    const FlipAnimation none;
    EXPECT_TRUE(none.finished(0ms));
}

}  // namespace
}  // namespace reversi::gui
