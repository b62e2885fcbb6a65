// The counting rules for the player's records.
#include "records/records.hpp"

#include <limits>

namespace reversi::records {

namespace {

// Counts saturate rather than wrap: a record never goes back to zero by itself.
void increment(std::uint64_t& count) {
    if (count < std::numeric_limits<std::uint64_t>::max()) ++count;
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

void Records::add_play_time(std::chrono::milliseconds amount) {
    using Rep = std::chrono::milliseconds::rep;
    if (amount.count() <= 0) return;
    const Rep room = std::numeric_limits<Rep>::max() - play_time.count();
    play_time += std::chrono::milliseconds(amount.count() < room ? amount.count() : room);
}

}  // namespace reversi::records
