// SPDX-License-Identifier: GPL-3.0-or-later
// Play-time accounting and its split into hours and minutes.
#include "records/play_clock.hpp"

#include <algorithm>

namespace reversi::records {

using std::chrono::milliseconds;

namespace {

// A time point earlier than the start of a stretch (it cannot happen with a steady clock, but
// the GUI may feed anything) counts as no time rather than negative time.
milliseconds stretch(PlayClock::TimePoint from, PlayClock::TimePoint to) {
    const auto length = std::chrono::duration_cast<milliseconds>(to - from);
    return std::max(length, milliseconds{0});
}

}  // namespace

PlayClock::PlayClock(milliseconds match_time_so_far)
    : counted_(std::max(match_time_so_far, milliseconds{0})), banked_(counted_) {}

void PlayClock::resume(TimePoint now) {
    if (!running_since_) running_since_ = now;
}

void PlayClock::pause(TimePoint now) {
    if (!running_since_) return;
    counted_ += stretch(*running_since_, now);
    running_since_.reset();
}

milliseconds PlayClock::match_time(TimePoint now) const {
    return running_since_ ? counted_ + stretch(*running_since_, now) : counted_;
}

milliseconds PlayClock::take_unbanked(TimePoint now) {
    const milliseconds total = match_time(now);
    const milliseconds fresh = std::max(total - banked_, milliseconds{0});
    banked_ = std::max(banked_, total);
    return fresh;
}

PlayTimeParts split_play_time(milliseconds total) {
    const auto minutes = std::chrono::duration_cast<std::chrono::minutes>(total).count();
    if (minutes <= 0) return {};
    return {false, minutes / 60, static_cast<int>(minutes % 60)};
}

}  // namespace reversi::records
