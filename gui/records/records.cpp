// SPDX-License-Identifier: GPL-3.0-or-later
// The counting rules for the player's records.
#include "records/records.hpp"

#include <limits>

namespace reversi::records {

namespace {

// Counts saturate rather than wrap: a record never goes back to zero by itself.
void increment(std::uint64_t& count) {
    if (count < std::numeric_limits<std::uint64_t>::max()) ++count;
}

// Two non-negative amounts of time, stopping at the largest one a millisecond count can hold.
std::chrono::milliseconds saturating_sum(std::chrono::milliseconds a, std::chrono::milliseconds b) {
    using Rep = std::chrono::milliseconds::rep;
    const Rep room = std::numeric_limits<Rep>::max() - a.count();
    return a + std::chrono::milliseconds(b.count() < room ? b.count() : room);
}

}  // namespace

void Records::count_started(Level level) { increment(of(level).played); }

void Records::count_ended(Level level, MatchResult result) {
    OpponentRecord& record = of(level);
    if (record.unfinished() == 0) increment(record.played);
    switch (result) {
        case MatchResult::Win:
            increment(record.wins);
            break;
        case MatchResult::Loss:
            increment(record.losses);
            break;
        case MatchResult::Draw:
            increment(record.draws);
            break;
    }
}

void Records::add_play_time(Level level, std::chrono::milliseconds amount) {
    if (amount.count() <= 0) return;
    std::chrono::milliseconds& time = of(level).play_time;
    time = saturating_sum(time, amount);
}

std::chrono::milliseconds Records::total_play_time() const {
    std::chrono::milliseconds total = earlier_play_time;
    for (const OpponentRecord& record : opponents)
        total = saturating_sum(total, record.play_time);
    return total;
}

}  // namespace reversi::records
