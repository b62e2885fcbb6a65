// SPDX-License-Identifier: GPL-3.0-or-later
// The opt-in frame log (`--frame-log PATH`), for scripts/gui-benchmark.sh: when the window first
// painted, and how long each paint of the board took. Kept in memory and written at exit, so
// logging costs the paint nothing measurable. Nothing is recorded unless asked for.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace reversi::probes {

class FrameLog {
public:
    // The log of this run, or nullptr when none was asked for.
    static FrameLog* active();
    static void start(std::string path);
    // Writes the file; the log stays active (a no-op for a run without one).
    static void finish();

    void first_paint();
    void board_painted(std::chrono::steady_clock::time_point start,
                       std::chrono::steady_clock::time_point end, bool animating, bool rebuilt,
                       int width, int height);

private:
    struct Paint {
        std::chrono::steady_clock::time_point start;
        std::chrono::nanoseconds took;
        bool animating;
        bool rebuilt;
        int width;
        int height;
    };

    explicit FrameLog(std::string path) : path_(std::move(path)) {}
    void write() const;

    std::string path_;
    long long first_paint_ns_ = -1;  // CLOCK_REALTIME, comparable with `date +%s%N`
    std::vector<Paint> paints_;
};

}  // namespace reversi::probes
