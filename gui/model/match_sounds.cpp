// SPDX-License-Identifier: GPL-3.0-or-later
// The match's sounds; see match_sounds.hpp.
#include "model/match_sounds.hpp"

namespace reversi::gui {

MatchSounds::MatchSounds(MatchController& match, const records::Settings& settings,
                         SoundOutput& output)
    : match_(match), settings_(settings), output_(output) {
    match_.add_observer(*this);
}

MatchSounds::~MatchSounds() { match_.remove_observer(*this); }

void MatchSounds::disc_placed(Color /*side*/, int /*square*/, Bitboard turned) {
    play(Sound::DiscPlaced, std::chrono::milliseconds{0});
    if (turned != 0) play(Sound::DiscsTurned, kTurnedDelay);
}

void MatchSounds::match_over(MatchResult /*result*/, bool /*first_time*/) {
    play(Sound::MatchOver, kOverDelay);
}

void MatchSounds::play(Sound sound, std::chrono::milliseconds delay) {
    if (settings_.sound) output_.play(sound, delay);
}

}  // namespace reversi::gui
