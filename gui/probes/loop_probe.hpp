// SPDX-License-Identifier: GPL-3.0-or-later
// The opt-in loop probe (REVERSI_LOOP_PROBE=PATH), for finding what keeps the window's thread
// from its event loop: it wraps the loop's poll, so every pass of the loop splits into the
// wait for events and the work on them, and for each long work period (and each wait that
// overran its timeout) it records the wall time, the thread's CPU time and the time the thread
// sat runnable but unscheduled (the kernel's schedstat). Wall minus both is time the thread was
// blocked (a disk, a lock, another thread, the X server). Marks name the moments in between (a
// paint, a match's start, the engine's reply). Kept in memory and written at exit; nothing is
// recorded unless asked for.
//
// The file, times in milliseconds from the probe's start:
//   started-ns NS                             the start on the steady clock
//   work START WALL CPU RUNNABLE -1           work between two polls, 5 ms or longer
//   wait START WALL CPU RUNNABLE TIMEOUT      a poll that overran its timeout by 5 ms or more
//   mark AT CPU WHAT                          CPU time of the window's thread (<0 off it)
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <vector>

namespace reversi::probes {

class LoopProbe {
public:
    // Installs the probe when the environment asks for one; call once, on the window's thread.
    static void install_if_asked();
    // Whether this run has a probe.
    static bool active();
    // Writes the file (a no-op for a run without a probe).
    static void finish();
    // Any thread: notes `what` happened now (and, on the window's thread, its CPU time so far).
    static void mark(const char* what);

private:
    // The window's thread's running totals.
    struct Sample {
        std::chrono::steady_clock::duration wall{};
        std::chrono::nanoseconds cpu{};
        std::chrono::nanoseconds queued{};  // runnable, waiting for a processor
    };
    struct Period {
        std::chrono::steady_clock::time_point start;
        Sample took;
        bool waiting;    // the poll (waiting for events), else the work between two polls
        int timeout_ms;  // the poll's own timeout (-1: none)
    };
    struct Mark {
        std::chrono::steady_clock::time_point at;
        std::string what;
        std::chrono::nanoseconds cpu;  // -1 off the window's thread
    };

    explicit LoopProbe(std::string path);
    ~LoopProbe();
    static int poll(void* fds, unsigned count, int timeout);
    Sample sample() const;
    void record(const Period& period);
    void write() const;

    std::string path_;
    int schedstat_ = -1;  // the window's thread's /proc schedstat
    Sample last_poll_end_;
    bool polled_ = false;
    std::vector<Period> periods_;
    std::mutex marks_mutex_;
    std::vector<Mark> marks_;
    std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
};

}  // namespace reversi::probes
