// SPDX-License-Identifier: GPL-3.0-or-later
// The opt-in automation state; see automation_state.hpp.
#include "probes/automation_state.hpp"

#include <utility>

#include "files/atomic_write.hpp"
#include "probes/loop_probe.hpp"

namespace reversi::probes {

AutomationState::AutomationState(std::string path)
    : path_(std::move(path)), thread_([this] { run(); }) {}

AutomationState::~AutomationState() {
    {
        const std::lock_guard lock(mutex_);
        ending_ = true;
    }
    queued_.notify_one();
    thread_.join();  // the thread ends only once its queue is empty
}

void AutomationState::write(AutomationSnapshot snapshot) {
    {
        const std::lock_guard lock(mutex_);
        queue_.push_back(std::move(snapshot.lines));
    }
    queued_.notify_one();
}

void AutomationState::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        queued_.wait(lock, [this] { return ending_ || !queue_.empty(); });
        if (queue_.empty()) return;  // ending, and nothing left to write
        std::vector<std::string> lines = std::move(queue_.front());
        queue_.pop_front();
        lock.unlock();
        replace_file(lines);
        lock.lock();
    }
}

void AutomationState::replace_file(const std::vector<std::string>& lines) const {
    std::string text;
    for (const std::string& line : lines)
        text += line + '\n';
    text += "end\n";  // a reader that sees this line has the whole file
    if (!files::write_file_atomically(path_, text).ok()) return;
    LoopProbe::mark("automation-written");
}

}  // namespace reversi::probes
