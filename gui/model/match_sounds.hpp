// SPDX-License-Identifier: GPL-3.0-or-later
// Which of the match's moments the player hears: a click for each disc placed, a tick as the
// discs it caught turn, a chime when the match is over; nothing for a pass, an undo or a
// resumed match, and nothing at all while View > Sound is off.
#pragma once

#include <chrono>

#include "model/match_controller.hpp"
#include "model/move_animation.hpp"
#include "model/sound_output.hpp"
#include "records/settings.hpp"

namespace reversi::gui {

class MatchSounds final : public MatchObserver {
public:
    // The turning meets the first discs' flip, the chime the end of the last move's wave.
    static constexpr std::chrono::milliseconds kTurnedDelay = MoveAnimation::kFirstFlip;
    static constexpr std::chrono::milliseconds kOverDelay = MoveAnimation::kLongestMove;

    // Reads `settings.sound` at each moment, so the View menu's switch applies at once.
    MatchSounds(MatchController& match, const records::Settings& settings, SoundOutput& output);
    ~MatchSounds() override;
    MatchSounds(const MatchSounds&) = delete;
    MatchSounds& operator=(const MatchSounds&) = delete;

private:
    void disc_placed(Color side, int square, Bitboard turned) override;
    void match_over(MatchResult result, bool first_time) override;

    void play(Sound sound, std::chrono::milliseconds delay);

    MatchController& match_;
    const records::Settings& settings_;
    SoundOutput& output_;
};

}  // namespace reversi::gui
