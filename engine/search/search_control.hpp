// SPDX-License-Identifier: GPL-3.0-or-later
// What a caller hands a running search besides its limits: how it may be stopped, where its
// progress and its finished iterations go. The words every part of the search shares, below the
// entry point (search.hpp) that takes them.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>

#include "core/stop_flag.hpp"
#include "vocabulary/search_info.hpp"
#include "vocabulary/search_limits.hpp"

namespace reversi {

struct SearchTables;

// How far a running search has got, for the progress lines of a long search.
struct SearchProgress {
    std::uint64_t nodes = 0;  // positions visited so far
    int hashfull = 0;         // per mille of the search's tables this search has written
};
using ProgressSink = std::function<void(const SearchProgress&)>;
constexpr std::chrono::milliseconds kProgressInterval{1000};

// A clock that starts while the search runs (`ponderhit`): until start() the search has no
// deadline; from then on its deadline and last start apply as SearchControl's own do. Written
// once by another thread, read by the search every kPollInterval positions.
class LateClock {
public:
    using TimePoint = std::chrono::steady_clock::time_point;
    void start(TimePoint deadline, TimePoint last_start) {
        last_start_.store(last_start.time_since_epoch().count());
        deadline_.store(deadline.time_since_epoch().count());
    }
    std::optional<TimePoint> deadline() const { return read(deadline_); }
    std::optional<TimePoint> last_start() const { return read(last_start_); }

private:
    using Ticks = TimePoint::rep;
    static constexpr Ticks kNotStarted = std::numeric_limits<Ticks>::min();
    static std::optional<TimePoint> read(const std::atomic<Ticks>& ticks) {
        const Ticks value = ticks.load();
        if (value == kNotStarted) return std::nullopt;
        return TimePoint(TimePoint::duration(value));
    }
    std::atomic<Ticks> deadline_{kNotStarted};
    std::atomic<Ticks> last_start_{kNotStarted};
};

// What may end a search before its limits do: a stop request raised from another thread, and
// the clock. The iteration in progress is then abandoned, as when the node budget runs out. A
// search that is never stopped visits exactly the positions its limits allow: the flag and the
// clock are read every kPollInterval positions and change nothing else.
struct SearchControl {
    const StopFlag* stop = nullptr;
    std::optional<std::chrono::steady_clock::time_point> deadline;
    // No iteration starts after this time (one that has started runs until the deadline).
    std::optional<std::chrono::steady_clock::time_point> last_start;
    // A clock that starts later (a ponder search's, at `ponderhit`); its times apply beside the
    // two above once it has started.
    const LateClock* late_clock = nullptr;
    // Hears how far the search has got, every `progress_interval` or a little later. It only
    // reads: the search visits the same positions with or without it.
    ProgressSink on_progress;
    std::chrono::milliseconds progress_interval = kProgressInterval;
    // The tables the search fills, made by the caller outside the search's time (an engine's
    // EngineTables); none: this thread's own of the default size. Another size than the
    // default changes which entries survive, so only searches whose reply need not be
    // reproducible, or whose score does not depend on it, may be lent one. The helper threads
    // of a shared search fill the same tables (each has its own near-end table).
    SearchTables* tables = nullptr;
    // The threads the search may use (the `Threads` option). Only a search whose reply is not
    // reproducible anyway (`timed`) or which solves to the end with no node budget (whose score
    // is the same whatever the threads do) uses more than one; every other reply stays one
    // thread's, a pure function of its inputs.
    int threads = 1;
    // A search on a clock or until `stop` (`go movetime`, `wtime`, `infinite`).
    bool timed = false;
};
constexpr std::uint64_t kPollInterval = 1024;

// Hears each finished iteration (each line of one, with MultiPV).
using InfoSink = std::function<void(const SearchInfo&)>;

}  // namespace reversi
