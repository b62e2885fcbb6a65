// SPDX-License-Identifier: GPL-3.0-or-later
// The port for the game's sounds: the match's moments the player hears, played through the
// desktop's sound system (gui/ports) or recorded by a test's fake.
#pragma once

#include <chrono>
#include <cstdint>

namespace reversi::gui {

// The moments that have a sound. A pass has none: its notice stays silent.
enum class Sound : std::uint8_t {
    DiscPlaced,   // a wooden click: a disc went on the board
    DiscsTurned,  // a lighter tick: the discs it caught turn over
    MatchOver,    // a short chime: neither side can move
};

class SoundOutput {
public:
    virtual ~SoundOutput() = default;
    // Plays `sound` once, `delay` from now (so it meets the board's animation), on the match's
    // thread. A desktop whose event sounds are off, or with no sound device, plays nothing.
    virtual void play(Sound sound, std::chrono::milliseconds delay) = 0;
};

}  // namespace reversi::gui
