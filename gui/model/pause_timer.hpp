// SPDX-License-Identifier: GPL-3.0-or-later
// The port for the short pause before the CPU's turn: a one-shot timer on the match's thread.
#pragma once

#include <chrono>
#include <functional>

namespace reversi::gui {

class PauseTimer {
public:
    virtual ~PauseTimer() = default;
    // Calls `on_elapsed` once after `delay`, replacing any pause still running.
    virtual void start(std::chrono::milliseconds delay, std::function<void()> on_elapsed) = 0;
    // Cancels the running pause, if any: its callback will not run.
    virtual void stop() = 0;
};

}  // namespace reversi::gui
