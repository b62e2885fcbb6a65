// SPDX-License-Identifier: GPL-3.0-or-later
// The time keys of `go`, the time allocation of clock play, and the clocks GTP and GGF records
// keep: pure functions and small state, tested without a clock.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "core/notation.hpp"
#include "protocol/go_arguments.hpp"
#include "protocol/gtp_clock.hpp"
#include "protocol/gtp_time_commands.hpp"
#include "protocol/time_allocation.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {
namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;

GoArguments parsed_go(std::string_view line) {
    const auto tokens = split_tokens(line);
    return parse_go_arguments(tokens);
}

// The limits of a `go` line that must be accepted.
GoLimits go(std::string_view line) {
    const GoArguments parsed = parsed_go(line);
    EXPECT_TRUE(parsed.go) << line << ": " << parsed.error;
    return parsed.go.value_or(GoLimits{});
}

TEST(GoArguments, ReadsEveryKeyInAnyOrder) {
    const GoLimits parsed =
        go("movestogo 12 binc 100 wtime 60000 nodes 5000 btime 59000 depth 9 winc 200 movetime 80");
    EXPECT_EQ(parsed.limits.nodes, 5000u);
    EXPECT_EQ(parsed.limits.depth, 9);
    EXPECT_EQ(parsed.time.move_time, milliseconds(80));
    ASSERT_TRUE(parsed.time.clock);
    EXPECT_EQ(parsed.time.clock->white_time, milliseconds(60000));
    EXPECT_EQ(parsed.time.clock->black_time, milliseconds(59000));
    EXPECT_EQ(parsed.time.clock->white_increment, milliseconds(200));
    EXPECT_EQ(parsed.time.clock->black_increment, milliseconds(100));
    EXPECT_EQ(parsed.time.clock->moves_to_go, 12);
    EXPECT_TRUE(go("infinite").time.infinite);
    EXPECT_FALSE(go("").time.any());
}

// A harness whose clock fell below zero sends a negative time: it is 0, not an error.
TEST(GoArguments, ANegativeClockReadsAsZero) {
    const GoLimits parsed = go("wtime -15 btime 100");
    ASSERT_TRUE(parsed.time.clock);
    EXPECT_EQ(parsed.time.clock->white_time, milliseconds(0));
}

TEST(GoArguments, BadArgumentsAreRefusedWithAReason) {
    const std::vector<std::pair<std::string, std::string>> refusals{
        {"infinite depth 5", "infinite cannot be combined with other limits"},
        {"5", "unknown limit: 5"},
        {"nodes", "nodes needs a value"},
        {"depth 3 depth 4", "depth given twice"},
        {"movetime 0", "movetime must be from 1 to 1000000000000"},
        {"wtime 100", "a clock needs both wtime and btime"},
        {"winc 10 binc 10", "a clock needs both wtime and btime"},
        {"wtime 1 btime x", "btime must be a whole number of milliseconds"},
        {"wtime 99999999999999999999 btime 1",
         "wtime is out of range: from -1000000000000 to 1000000000000"},
        {"wtime 1 btime 1 winc -1", "winc must be from 0 to 1000000000000"},
        {"wtime 1 btime 1 movestogo 0", "movestogo must be from 1 to 1000"},
    };
    for (const auto& [line, reason] : refusals) {
        const GoArguments parsed = parsed_go(line);
        EXPECT_FALSE(parsed.go) << line;
        EXPECT_EQ(parsed.error, reason) << line;
    }
}

TEST(TimeAllocation, SpreadsTheTimeOverTheMovesBeforeTheSolverPlusMostOfTheIncrement) {
    // 60 empty squares: 30 moves left for this side, of which the solver plays the last 7
    // for next to nothing, so 23 share the clock; 10 s less 50 ms overhead.
    const MoveTime time =
        allocate_move_time({seconds(10), milliseconds(100), {}}, 60, milliseconds(50));
    EXPECT_EQ(time.target, milliseconds(9950 / 23 + 75));
    EXPECT_EQ(time.deadline, time.target * 2);
    EXPECT_EQ(time.last_start, time.target / 2);
}

// Near the end the share stops growing: the time left is spread over at least four moves (or
// all the moves left, when fewer), so the solver's moves are never starved by one long think.
TEST(TimeAllocation, KeepsAShareForTheLastMoves) {
    const ClockReading clock{seconds(8), {}, {}};
    EXPECT_EQ(allocate_move_time(clock, 30, {}).target, milliseconds(8000 / 8));
    EXPECT_EQ(allocate_move_time(clock, 22, {}).target, milliseconds(8000 / 4));
    EXPECT_EQ(allocate_move_time(clock, 14, {}).target, milliseconds(8000 / 4));
    EXPECT_EQ(allocate_move_time(clock, 3, {}).target, milliseconds(8000 / 2));
}

TEST(TimeAllocation, MovesToGoShortensTheSpread) {
    const MoveTime time = allocate_move_time({seconds(10), {}, 4}, 40, {});
    EXPECT_EQ(time.target, milliseconds(2500));
}

// Whatever the clock says, a quarter of the usable time stays on it, so a move never uses the
// clock up; with no time left beyond the overhead the search stops at once.
TEST(TimeAllocation, NeverSpendsMoreThanThreeQuartersOfWhatIsLeft) {
    for (const ClockReading& clock :
         {ClockReading{seconds(1), seconds(5), {}}, ClockReading{seconds(2), {}, 1},
          ClockReading{milliseconds(300), {}, {}}}) {
        for (int empties : {1, 2, 10, 60}) {
            const MoveTime time = allocate_move_time(clock, empties, milliseconds(50));
            const milliseconds usable = clock.remaining - milliseconds(50);
            EXPECT_LE(time.deadline, usable * 3 / 4) << empties;
            EXPECT_LE(time.target, time.deadline);
        }
    }
    const MoveTime none = allocate_move_time({milliseconds(20), {}, {}}, 30, milliseconds(50));
    EXPECT_EQ(none.deadline, milliseconds(0));
}

// With one legal move there is nothing to think about: after the first iteration, done.
TEST(TimeAllocation, ALoneLegalMoveStopsAfterTheFirstIteration) {
    const auto now = SteadyClock::now();
    TimeLimits time;
    time.clock = ClockLimits{seconds(60), seconds(60), {}, {}, {}};
    const Position forced =
        *parse_position("----------------------------------------------------------OOOOOX X");
    EXPECT_EQ(timed_control(time, forced, now, now, {}).last_start, now);
    EXPECT_GT(*timed_control(time, Position::start(), now, now, {}).last_start, now);
}

TEST(TimeAllocation, MoveTimeAndClockStopAtWhicheverComesFirst) {
    const auto now = SteadyClock::now();
    TimeLimits time;
    time.move_time = milliseconds(100);
    EXPECT_EQ(timed_control(time, Position::start(), now, now, {}).deadline,
              now + milliseconds(100));
    time.clock = ClockLimits{milliseconds(400), milliseconds(400), {}, {}, {}};
    EXPECT_LT(*timed_control(time, Position::start(), now, now, {}).deadline,
              now + milliseconds(100));
    EXPECT_FALSE(timed_control({}, Position::start(), now, now, {}).deadline);
}

// A search that waited for an earlier one gets its whole move time from its start; a clock
// keeps counting from the read, as the harness's own clock does.
TEST(TimeAllocation, AMoveTimeCountsFromTheStartAndAClockFromTheRead) {
    const auto read = SteadyClock::now();
    const auto started = read + milliseconds(700);
    TimeLimits time;
    time.move_time = milliseconds(500);
    EXPECT_EQ(timed_control(time, Position::start(), read, started, {}).deadline,
              started + milliseconds(500));
    TimeLimits clock;
    clock.clock = ClockLimits{seconds(60), seconds(60), {}, {}, {}};
    const SearchControl from_read = timed_control(clock, Position::start(), read, read, {});
    EXPECT_EQ(timed_control(clock, Position::start(), read, started, {}).deadline,
              from_read.deadline);
}

TEST(TimeAllocation, ATimeLimitReplacesTheLevelsOwnBudget) {
    TimeLimits time;
    time.move_time = milliseconds(10);
    EXPECT_TRUE(with_time({}, time).nodes);
    EXPECT_EQ(with_time({100, {}}, time).nodes, 100u);
    EXPECT_FALSE(with_time({}, {}).nodes);
}

TEST(GtpClock, WithoutSettingsThereIsNoLimit) {
    const GtpClock clock;
    EXPECT_FALSE(clock.reading(Color::Black));
    EXPECT_FALSE(clock.reading(Color::White));
}

// GTP's own conventions: byo-yomi 0 is absolute time; stones 0 with byo-yomi is no limit.
TEST(GtpClock, TimeSettingsFollowGtpsConventions) {
    GtpClock clock;
    clock.set_canadian(seconds(300), seconds(0), 0);
    EXPECT_EQ(clock.reading(Color::White)->remaining, seconds(300));
    EXPECT_FALSE(clock.reading(Color::White)->moves_to_go);
    clock.set_canadian(seconds(300), seconds(30), 0);
    EXPECT_FALSE(clock.reading(Color::Black));
    EXPECT_FALSE(clock.reading(Color::White));
}

// The engine keeps its own clock when the controller sends no time_left.
TEST(GtpClock, CanadianByoYomiStartsWhenMainTimeRunsOut) {
    GtpClock clock;
    clock.set_canadian(seconds(10), seconds(30), 5);
    clock.spend(Color::Black, seconds(4));
    EXPECT_EQ(clock.reading(Color::Black)->remaining, seconds(6));
    EXPECT_EQ(clock.reading(Color::White)->remaining, seconds(10));
    clock.spend(Color::Black, seconds(8));  // 2 s into byo-yomi, one of 5 stones played
    EXPECT_EQ(clock.reading(Color::Black)->remaining, seconds(28));
    EXPECT_EQ(clock.reading(Color::Black)->moves_to_go, 4);
    for (int i = 0; i < 4; ++i)
        clock.spend(Color::Black, seconds(1));  // the period ends: a new one starts
    EXPECT_EQ(clock.reading(Color::Black)->remaining, seconds(30));
    EXPECT_EQ(clock.reading(Color::Black)->moves_to_go, 5);
}

TEST(GtpClock, TimeLeftOverridesTheEnginesOwnCount) {
    GtpClock clock;
    clock.set_canadian(seconds(600), seconds(60), 10);
    clock.set_left(Color::White, seconds(45), 3);
    EXPECT_EQ(clock.reading(Color::White)->remaining, seconds(45));
    EXPECT_EQ(clock.reading(Color::White)->moves_to_go, 3);
    clock.set_left(Color::White, seconds(100), 0);
    EXPECT_EQ(clock.reading(Color::White)->remaining, seconds(100));
}

// GTP writes whole seconds; this engine also reads fractions, to the millisecond, so a
// controller that knows it (reversi-match) can tell it the clock as precisely as its own.
TEST(GtpClock, TimeCommandsReadFractionalSeconds) {
    GtpClock clock;
    const std::vector<std::string_view> settings{"0.5", "0", "0"};
    EXPECT_FALSE(read_time_settings(clock, settings));
    EXPECT_EQ(clock.reading(Color::White)->remaining, std::chrono::milliseconds(500));
    const std::vector<std::string_view> left{"black", "9.873", "0"};
    EXPECT_FALSE(read_time_left(clock, left));
    EXPECT_EQ(clock.reading(Color::Black)->remaining, std::chrono::milliseconds(9'873));
    const std::vector<std::string_view> negative{"black", "-0.5", "0"};
    EXPECT_TRUE(read_time_left(clock, negative));
    EXPECT_EQ(clock.reading(Color::Black)->remaining, std::chrono::milliseconds(9'873))
        << "a refused time_left changes nothing";
}

// KGS's Japanese byo-yomi: one move per period; a move within it keeps it.
TEST(GtpClock, JapaneseByoYomiGivesEachMoveOnePeriod) {
    GtpClock clock;
    clock.set_japanese(seconds(5), seconds(10), 3);
    clock.spend(Color::Black, seconds(7));
    EXPECT_EQ(clock.reading(Color::Black)->remaining, seconds(10));
    EXPECT_EQ(clock.reading(Color::Black)->moves_to_go, 1);
    clock.spend(Color::Black, seconds(9));
    EXPECT_EQ(clock.reading(Color::Black)->remaining, seconds(10));
}

}  // namespace
}  // namespace reversi
