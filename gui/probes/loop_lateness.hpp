// SPDX-License-Identifier: GPL-3.0-or-later
// How late the window's event loop runs a 10 ms timer, at worst: a measure of the window's
// thread waiting on something (the stall benchmark, scripts/stall-benchmark.sh, reads it from
// the automation state when REVERSI_LOOP_LATENESS is set).
#pragma once

#include <wx/timer.h>

#include <algorithm>
#include <chrono>

namespace reversi::probes {

class LoopLateness final : public wxTimer {
public:
    static constexpr std::chrono::milliseconds kPeriod{10};
    LoopLateness() {
        last_ = std::chrono::steady_clock::now();
        Start(static_cast<int>(kPeriod.count()));
    }
    // The worst lateness so far, in whole milliseconds, and since the last match started.
    long long worst_ms() const { return worst_.count(); }
    long long worst_in_match_ms() const { return worst_in_match_.count(); }
    void match_started() { worst_in_match_ = std::chrono::milliseconds{0}; }

    void Notify() override {
        const auto now = std::chrono::steady_clock::now();
        const auto late =
            std::chrono::duration_cast<std::chrono::milliseconds>(now - last_ - kPeriod);
        // The first tick only starts the count: the loop was not running before it.
        if (ticked_) {
            worst_ = std::max(worst_, late);
            worst_in_match_ = std::max(worst_in_match_, late);
        }
        ticked_ = true;
        last_ = now;
    }

private:
    std::chrono::steady_clock::time_point last_;
    std::chrono::milliseconds worst_{0};
    std::chrono::milliseconds worst_in_match_{0};
    bool ticked_ = false;
};

}  // namespace reversi::probes
