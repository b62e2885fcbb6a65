// SPDX-License-Identifier: GPL-3.0-or-later
// Play time counts only while a match is on screen and under way.
#include <gtest/gtest.h>

#include "records/play_clock.hpp"

namespace reversi::records {
namespace {

using std::chrono::milliseconds;
using std::chrono::minutes;
using std::chrono::seconds;

PlayClock::TimePoint at(milliseconds t) { return PlayClock::TimePoint{} + t; }

TEST(PlayClock, CountsOnlyWhileRunning) {
    PlayClock clock;
    EXPECT_EQ(clock.match_time(at(seconds{10})), milliseconds{0});
    clock.resume(at(seconds{10}));
    EXPECT_EQ(clock.match_time(at(seconds{25})), seconds{15});
    clock.pause(at(seconds{30}));
    EXPECT_EQ(clock.match_time(at(minutes{90})), seconds{20});  // idle in the background
    clock.resume(at(minutes{90}));
    clock.pause(at(minutes{90} + seconds{5}));
    EXPECT_EQ(clock.match_time(at(minutes{200})), seconds{25});
}

TEST(PlayClock, RepeatedEventsAreHarmless) {
    PlayClock clock;
    clock.resume(at(seconds{0}));
    clock.resume(at(seconds{50}));  // a second "shown" does not restart the stretch
    clock.pause(at(seconds{60}));
    clock.pause(at(seconds{70}));
    EXPECT_EQ(clock.match_time(at(seconds{80})), seconds{60});
    EXPECT_FALSE(clock.running());
}

TEST(PlayClock, AResumedMatchGoesOnFromItsSavedTime) {
    PlayClock clock(minutes{7});
    clock.resume(at(seconds{100}));
    EXPECT_EQ(clock.match_time(at(seconds{160})), minutes{8});
}

TEST(PlayClock, EveryMillisecondIsBankedOnce) {
    PlayClock clock(minutes{7});  // the saved time was banked in an earlier session
    clock.resume(at(seconds{0}));
    EXPECT_EQ(clock.take_unbanked(at(seconds{30})), seconds{30});
    EXPECT_EQ(clock.take_unbanked(at(seconds{30})), milliseconds{0});
    clock.pause(at(seconds{45}));
    EXPECT_EQ(clock.take_unbanked(at(seconds{500})), seconds{15});
    EXPECT_EQ(clock.match_time(at(seconds{500})), minutes{7} + seconds{45});
}

TEST(PlayClock, ATimePointGoingBackwardsCountsNoTime) {
    PlayClock clock;
    clock.resume(at(seconds{100}));
    EXPECT_EQ(clock.match_time(at(seconds{40})), milliseconds{0});
    clock.pause(at(seconds{40}));
    EXPECT_EQ(clock.take_unbanked(at(seconds{40})), milliseconds{0});
}

TEST(PlayTimeSplit, UnderAMinuteIsSaidSo) {
    EXPECT_TRUE(split_play_time(milliseconds{0}).under_a_minute);
    EXPECT_TRUE(split_play_time(seconds{59}).under_a_minute);
    EXPECT_FALSE(split_play_time(seconds{60}).under_a_minute);
}

TEST(PlayTimeSplit, HoursAndMinutesRoundDown) {
    const PlayTimeParts twelve = split_play_time(minutes{12} + seconds{59});
    EXPECT_EQ(twelve.hours, 0);
    EXPECT_EQ(twelve.minutes, 12);
    const PlayTimeParts long_one = split_play_time(std::chrono::hours{3} + minutes{12});
    EXPECT_FALSE(long_one.under_a_minute);
    EXPECT_EQ(long_one.hours, 3);
    EXPECT_EQ(long_one.minutes, 12);
    EXPECT_EQ(split_play_time(std::chrono::hours{250}).hours, 250);
    EXPECT_EQ(split_play_time(std::chrono::hours{250}).minutes, 0);
}

}  // namespace
}  // namespace reversi::records
