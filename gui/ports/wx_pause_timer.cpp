// SPDX-License-Identifier: GPL-3.0-or-later
// The CPU's pause as a one-shot wxTimer; see wx_pause_timer.hpp.
#include "ports/wx_pause_timer.hpp"

#include <utility>

namespace reversi::ports {

void WxPauseTimer::start(std::chrono::milliseconds delay, std::function<void()> on_elapsed) {
    if (moments_.started) moments_.started();
    on_elapsed_ = std::move(on_elapsed);
    StartOnce(static_cast<int>(delay.count()));
}

void WxPauseTimer::stop() {
    Stop();
    on_elapsed_ = nullptr;
}

void WxPauseTimer::Notify() {
    if (moments_.elapsed) moments_.elapsed();
    if (on_elapsed_) std::exchange(on_elapsed_, nullptr)();
}

}  // namespace reversi::ports
