// The timing of a move's flip: the turned discs rotate over one after another, in a wave
// outwards from the disc just placed, so the eye can follow what the move did.
#pragma once

#include <chrono>

#include "core/bitboard.hpp"

namespace reversi::gui {

// How one disc looks at a moment of the animation.
struct DiscLook {
    double width_scale = 1;  // 1 = a full disc seen face-on, 0 = edge-on
    bool shows_old_colour = false;
};

class FlipAnimation {
public:
    static constexpr std::chrono::milliseconds kFlipTime{260};  // one disc turning over
    static constexpr std::chrono::milliseconds kWaveStep{45};   // delay per square of distance

    FlipAnimation() = default;
    FlipAnimation(int placed_square, Bitboard turned);

    bool involves(int square) const { return (turned_ & square_bit(square)) != 0; }
    Bitboard turned() const { return turned_; }
    // The look of a turned disc `elapsed` after the move; other squares are not animated.
    DiscLook look(int square, std::chrono::milliseconds elapsed) const;
    bool finished(std::chrono::milliseconds elapsed) const { return elapsed >= duration(); }
    std::chrono::milliseconds duration() const;

private:
    std::chrono::milliseconds delay_of(int square) const;

    int placed_ = 0;
    Bitboard turned_ = 0;
};

}  // namespace reversi::gui
