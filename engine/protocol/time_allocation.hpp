// SPDX-License-Identifier: GPL-3.0-or-later
// How long one move of a clock game may take (protocol-spec/PROTOCOL.md, "Time allocation"):
// the time left spread over the moves this side still has to make before the endgame solver
// takes over, plus most of the increment, less the harness's move overhead, and never more than
// three quarters of what is left.
#pragma once

#include <chrono>
#include <optional>

#include "core/position.hpp"
#include "search/search.hpp"
#include "vocabulary/search_limits.hpp"

namespace reversi {

using std::chrono::milliseconds;
using SteadyClock = std::chrono::steady_clock;

// The clock of the side to move.
struct ClockReading {
    milliseconds remaining{0};
    milliseconds increment{0};
    std::optional<int> moves_to_go;  // moves until the next time control; none: the whole game
};

// Times from the moment the move was asked for.
struct MoveTime {
    milliseconds target{0};      // what the move is planned to take
    milliseconds last_start{0};  // no new iteration of the search starts after this
    milliseconds deadline{0};    // the search stops here at the latest
};

// `empties` is the number of empty squares, so this side has at most (empties + 1) / 2 moves
// left to make.
MoveTime allocate_move_time(const ClockReading& clock, int empties, milliseconds overhead);

// The clock of the side to move in `position`, from both sides' clocks.
ClockReading reading_for(const ClockLimits& clock, const Position& position);

// Time limits from one side's clock alone (GTP's and GGF's clocks), for `side` to move.
TimeLimits clock_of(Color side, const ClockReading& reading);

// When a search with `time` in `position`, whose command was read at `read` and which starts at
// `started`, must stop: at the move time after its start, at the clock's deadline after the
// read (with a lone legal move, after the first iteration), whichever comes first; never
// without time limits. A clock counts from the read since the harness's clock has run since it
// sent the command, also while the command waited for an earlier search. The stop flag is
// left for the caller to set.
SearchControl timed_control(const TimeLimits& time, const Position& position,
                            SteadyClock::time_point read, SteadyClock::time_point started,
                            milliseconds overhead);

// The limits a timed search runs with: a time limit replaces the level's own budget as nodes and
// depth do, so without them the search is bounded by time (or the end of the game) alone.
SearchLimits with_time(SearchLimits limits, const TimeLimits& time);

}  // namespace reversi
