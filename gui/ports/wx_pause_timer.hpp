// SPDX-License-Identifier: GPL-3.0-or-later
// The CPU's pause as a one-shot wxTimer on the GUI thread.
#pragma once

#include <wx/timer.h>

#include <functional>
#include <utility>

#include "model/pause_timer.hpp"

namespace reversi::ports {

// The pause's moments, for whoever times them (the opt-in loop probe); each may be left empty.
struct PauseMoments {
    std::function<void()> started;
    std::function<void()> elapsed;
};

class WxPauseTimer final : public gui::PauseTimer, private wxTimer {
public:
    void start(std::chrono::milliseconds delay, std::function<void()> on_elapsed) override;
    void stop() override;
    // Tells `moments` from now on.
    void watch(PauseMoments moments) { moments_ = std::move(moments); }

private:
    void Notify() override;

    std::function<void()> on_elapsed_;
    PauseMoments moments_;
};

}  // namespace reversi::ports
