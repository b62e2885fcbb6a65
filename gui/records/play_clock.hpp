// SPDX-License-Identifier: GPL-3.0-or-later
// Play-time accounting: time counts only while a match is on screen and under way. Driven by
// explicit events and time points, so it is tested without a clock; the GUI feeds it
// std::chrono::steady_clock::now().
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

namespace reversi::records {

class PlayClock {
public:
    using TimePoint = std::chrono::steady_clock::time_point;

    // A resumed match starts from the play time it was saved with.
    explicit PlayClock(std::chrono::milliseconds match_time_so_far = {});

    // The match is on screen and under way: time counts from `now`. Resuming twice is harmless.
    void resume(TimePoint now);
    // The window was hidden or left the foreground, the match ended, or the app is closing.
    // Pausing a paused clock is harmless.
    void pause(TimePoint now);
    bool running() const { return running_since_.has_value(); }

    // This match's play time up to `now`, for the saved match.
    std::chrono::milliseconds match_time(TimePoint now) const;
    // Play time counted since the previous call (or since construction), to add to the
    // records' total with Records::add_play_time. Every millisecond is handed out once.
    std::chrono::milliseconds take_unbanked(TimePoint now);

private:
    std::chrono::milliseconds counted_;  // closed stretches, including the saved time
    std::chrono::milliseconds banked_;   // how much of match_time was handed out already
    std::optional<TimePoint> running_since_;
};

// The total play time split for display: the GUI turns it into "3 h 12 min", "12 min" or
// "less than a minute" with its translated strings.
struct PlayTimeParts {
    bool under_a_minute = true;
    std::int64_t hours = 0;
    int minutes = 0;  // 0..59, rounded down
};

PlayTimeParts split_play_time(std::chrono::milliseconds total);

}  // namespace reversi::records
