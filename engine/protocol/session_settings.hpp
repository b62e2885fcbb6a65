// What a session plays with, whichever command or option set it: the opponent, the seed, and
// the time a clock keeps back for the harness's own delays.
#pragma once

#include <chrono>
#include <cstdint>

#include "protocol/session_options.hpp"
#include "protocol/time_allocation.hpp"
#include "vocabulary/level.hpp"

namespace reversi {

struct SessionSettings {
    Level level = Level::Hard;
    std::uint64_t seed = 0;
    std::chrono::milliseconds move_overhead = kDefaultMoveOverhead;

    static SessionSettings from(const SessionOptions& options) {
        return {options.level.value_or(Level::Hard), options.seed, kDefaultMoveOverhead};
    }
};

}  // namespace reversi
