// SPDX-License-Identifier: GPL-3.0-or-later
// The CPU's pause as a one-shot wxTimer on the GUI thread.
#pragma once

#include <wx/timer.h>

#include <functional>

#include "model/pause_timer.hpp"

namespace reversi::app {

class WxPauseTimer final : public gui::PauseTimer, private wxTimer {
public:
    void start(std::chrono::milliseconds delay, std::function<void()> on_elapsed) override;
    void stop() override;

private:
    void Notify() override;

    std::function<void()> on_elapsed_;
};

}  // namespace reversi::app
