// SPDX-License-Identifier: GPL-3.0-or-later
// The arithmetic of the time allocation, in whole milliseconds.
#include "protocol/time_allocation.hpp"

#include <algorithm>
#include <limits>

namespace reversi {

namespace {

// The search solves the last 14 or so empty squares exactly in a small part of a second, so
// about seven of this side's moves need no share of the clock. Counting them left 39% of a
// 10 s + 0.1 s clock unused at the end of Hard's games; without them, 22%.
constexpr int kMovesTheSolverPlays = 7;
constexpr int kMovesKeptForTheEnd = 4;

}  // namespace

MoveTime allocate_move_time(const ClockReading& clock, int empties, milliseconds overhead) {
    const milliseconds usable = std::max(clock.remaining - overhead, milliseconds{0});
    // The endgame solver plays this side's last moves for next to nothing, so the time is
    // spread over the moves before them; a few moves' worth always stays for the end.
    const int moves_to_end = std::max(1, (empties + 1) / 2);
    int moves_left =
        std::max(std::min(moves_to_end, kMovesKeptForTheEnd), moves_to_end - kMovesTheSolverPlays);
    if (clock.moves_to_go) moves_left = std::min(moves_left, std::max(1, *clock.moves_to_go));
    // Whatever the share, a quarter of the usable time always stays on the clock.
    const milliseconds cap = usable * 3 / 4;
    MoveTime time;
    time.target = std::min(usable / moves_left + clock.increment * 3 / 4, cap);
    // An iteration takes a few times longer than the one before, so one started after half the
    // target would rarely finish before it; the deadline leaves room for one that started in time.
    time.deadline = std::min(time.target * 2, cap);
    time.last_start = time.target / 2;
    return time;
}

ClockReading reading_for(const ClockLimits& clock, const Position& position) {
    const bool black = position.side_to_move() == Color::Black;
    return {black ? clock.black_time : clock.white_time,
            black ? clock.black_increment : clock.white_increment, clock.moves_to_go};
}

TimeLimits clock_of(Color side, const ClockReading& reading) {
    ClockLimits clock;
    const bool black = side == Color::Black;
    (black ? clock.black_time : clock.white_time) = reading.remaining;
    (black ? clock.black_increment : clock.white_increment) = reading.increment;
    clock.moves_to_go = reading.moves_to_go;
    TimeLimits time;
    time.clock = clock;
    return time;
}

SearchControl timed_control(const TimeLimits& time, const Position& position,
                            SteadyClock::time_point read, SteadyClock::time_point started,
                            milliseconds overhead) {
    SearchControl control;
    if (time.clock) {
        const MoveTime share = allocate_move_time(reading_for(*time.clock, position),
                                                  position.empty_count(), overhead);
        control.deadline = read + share.deadline;
        // With one legal move there is nothing to choose: answer after the first iteration.
        const bool forced = popcount(position.legal_moves()) == 1;
        control.last_start = forced ? read : read + share.last_start;
    }
    if (time.move_time) {
        const auto deadline = started + *time.move_time;
        control.deadline = control.deadline ? std::min(*control.deadline, deadline) : deadline;
    }
    return control;
}

SearchLimits with_time(SearchLimits limits, const TimeLimits& time) {
    if (time.any() && !limits.nodes && !limits.depth)
        limits.nodes = std::numeric_limits<std::uint64_t>::max();
    return limits;
}

}  // namespace reversi
