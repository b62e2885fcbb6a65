// SPDX-License-Identifier: GPL-3.0-or-later
// Move animation timing; see move_animation.hpp.
#include "model/move_animation.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdlib>
#include <numbers>

namespace reversi::gui {

namespace {

int distance(int from, int to) {
    return std::max(std::abs(column_of(to) - column_of(from)), std::abs(row_of(to) - row_of(from)));
}

double progress(MoveAnimation::Millis elapsed, MoveAnimation::Millis length) {
    return std::clamp(static_cast<double>(elapsed.count()) / static_cast<double>(length.count()),
                      0.0, 1.0);
}

int sign(int v) { return (v > 0) - (v < 0); }

}  // namespace

MoveAnimation::MoveAnimation(int placed_square, Bitboard turned)
    : placed_(placed_square), turned_(turned), animated_(turned | square_bit(placed_square)) {
    assert((turned & square_bit(placed_square)) == 0);
    for_each_square(
        turned_, [&](int square) { farthest_ = std::max(farthest_, distance(placed_, square)); });
    // Far-reaching moves ripple faster, so no move keeps the player waiting.
    const Millis last_start = kLongestMove - kFlipTime;
    wave_step_ = farthest_ <= 1 ? kWaveStep
                                : std::min(kWaveStep, (last_start - kFirstFlip) / (farthest_ - 1));
}

MoveAnimation::Millis MoveAnimation::start_of(int square) const {
    return kFirstFlip + wave_step_ * std::max(0, distance(placed_, square) - 1);
}

MoveAnimation::Millis MoveAnimation::duration() const {
    if (animated_ == 0) return Millis{0};
    if (turned_ == 0) return kArrival;
    Millis last{0};
    for_each_square(turned_, [&](int square) { last = std::max(last, start_of(square)); });
    return std::max(kArrival, last + kFlipTime);
}

DiscLook MoveAnimation::arrival(Millis elapsed) const {
    // Falling: slow at first, fastest as it lands.
    const double t = progress(elapsed, kArrival);
    DiscLook look;
    look.lift = 1 - t * t;
    look.opacity = std::min(1.0, t / 0.4);
    return look;
}

DiscLook MoveAnimation::look(int square, Millis elapsed) const {
    if ((animated_ & square_bit(square)) == 0) return DiscLook{};
    if (square == placed_) return arrival(elapsed);

    DiscLook look;
    const double dx = sign(column_of(square) - column_of(placed_));
    const double dy = sign(row_of(square) - row_of(placed_));
    const double length = std::hypot(dx, dy);
    look.axis_x = dx / length;
    look.axis_y = dy / length;
    // Eased so the turn starts and ends gently; half-way the disc is edge-on, lifted highest,
    // and shows its other face from then on.
    const double t = progress(elapsed - start_of(square), kFlipTime);
    const double eased = (1 - std::cos(std::numbers::pi * t)) / 2;
    look.width_scale = std::abs(std::cos(std::numbers::pi * eased));
    look.shows_old_color = eased < 0.5;
    look.lift = 0.5 * std::sin(std::numbers::pi * eased);
    return look;
}

}  // namespace reversi::gui
