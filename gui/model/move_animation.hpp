// SPDX-License-Identifier: GPL-3.0-or-later
// The timing of a move on screen: the placed disc drops onto its square, then the discs it
// turned flip over in a wave outwards from it, each one turning like a coin about the axis
// across its line, so the eye can follow what the move did. The whole move takes at most
// kLongestMove; the board panel only draws what look() says.
#pragma once

#include <chrono>

#include "core/bitboard.hpp"

namespace reversi::gui {

// How one disc looks at a moment of the animation. A disc at rest is the default.
struct DiscLook {
    double width_scale = 1;  // along `axis`: 1 = the face seen square-on, 0 = edge-on
    double axis_x = 1;       // the unit direction the disc narrows along while it turns
    double axis_y = 0;
    bool shows_old_color = false;
    double lift = 0;     // 0 = lying on the board, 1 = the height the placed disc drops from
    double opacity = 1;  // the placed disc fades in as it drops
};

class MoveAnimation {
public:
    using Millis = std::chrono::milliseconds;
    static constexpr Millis kArrival{130};      // the placed disc dropping onto the board
    static constexpr Millis kFirstFlip{100};    // the nearest discs start turning
    static constexpr Millis kFlipTime{220};     // one disc turning over
    static constexpr Millis kWaveStep{40};      // delay per square of distance, when time allows
    static constexpr Millis kLongestMove{400};  // the wave is squeezed to end by then

    MoveAnimation() = default;
    MoveAnimation(int placed_square, Bitboard turned);

    // The placed disc and the turned ones; every other square is at rest.
    Bitboard animated() const { return animated_; }
    DiscLook look(int square, Millis elapsed) const;
    bool finished(Millis elapsed) const { return elapsed >= duration(); }
    Millis duration() const;
    // When a turned disc starts to turn.
    Millis start_of(int square) const;

private:
    DiscLook arrival(Millis elapsed) const;

    int placed_ = 0;
    Bitboard turned_ = 0;
    Bitboard animated_ = 0;
    Millis wave_step_{0};
    int farthest_ = 0;  // in squares (king moves) from the placed disc
};

}  // namespace reversi::gui
