// Flip timing; see flip_animation.hpp.
#include "model/flip_animation.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <numbers>

namespace reversi::gui {

FlipAnimation::FlipAnimation(int placed_square, Bitboard turned)
    : placed_(placed_square), turned_(turned) {}

std::chrono::milliseconds FlipAnimation::delay_of(int square) const {
    // Discs one step from the placed one start at once; each further step starts later.
    const int distance = std::max(std::abs(column_of(square) - column_of(placed_)),
                                  std::abs(row_of(square) - row_of(placed_)));
    return kWaveStep * std::max(0, distance - 1);
}

std::chrono::milliseconds FlipAnimation::duration() const {
    std::chrono::milliseconds longest{0};
    for_each_square(turned_, [&](int square) { longest = std::max(longest, delay_of(square)); });
    return turned_ == 0 ? longest : longest + kFlipTime;
}

DiscLook FlipAnimation::look(int square, std::chrono::milliseconds elapsed) const {
    if (!involves(square)) return DiscLook{};
    const double t = std::clamp(static_cast<double>((elapsed - delay_of(square)).count()) /
                                    static_cast<double>(kFlipTime.count()),
                                0.0, 1.0);
    // Eased so the turn starts and ends gently; half-way the disc is edge-on and changes face.
    const double eased = (1 - std::cos(std::numbers::pi * t)) / 2;
    return DiscLook{std::abs(std::cos(std::numbers::pi * eased)), eased < 0.5};
}

}  // namespace reversi::gui
