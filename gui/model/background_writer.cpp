// SPDX-License-Identifier: GPL-3.0-or-later
// Files written on a thread of their own; see background_writer.hpp.
#include "model/background_writer.hpp"

#include <utility>

namespace reversi::gui {

BackgroundWriter::BackgroundWriter() : thread_([this] { run(); }) {}

BackgroundWriter::~BackgroundWriter() {
    {
        const std::lock_guard lock(mutex_);
        ending_ = true;
    }
    changed_.notify_all();
    thread_.join();  // the thread ends only once its queue is empty
}

void BackgroundWriter::write(Kind kind, Job job) {
    {
        const std::lock_guard lock(mutex_);
        queue_.emplace_back(kind, std::move(job));
    }
    changed_.notify_all();
}

std::vector<BackgroundWriter::Outcome> BackgroundWriter::take_outcomes() {
    const std::lock_guard lock(mutex_);
    return std::exchange(outcomes_, {});
}

void BackgroundWriter::call_after_each_write(std::function<void()> done) {
    const std::lock_guard lock(mutex_);
    after_each_write_ = std::move(done);
}

void BackgroundWriter::wait_until_idle() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return queue_.empty() && !busy_; });
}

void BackgroundWriter::run() {
    // The thread's first allocation makes the C library map a heap of its own for it (mmap,
    // mprotect: the process's memory map locked for writing). Made here, as the window opens,
    // not at the first save, which comes with a match's start: a writer preempted there, lock in
    // hand, kept the window's first paint of the match waiting (60 to 100 ms under load).
    std::unique_lock lock(mutex_);
    outcomes_.reserve(kOutcomesAtOnce);
    for (;;) {
        changed_.wait(lock, [this] { return ending_ || !queue_.empty(); });
        if (queue_.empty()) return;  // ending, and nothing left to write
        auto [kind, job] = std::move(queue_.front());
        queue_.pop_front();
        busy_ = true;
        lock.unlock();
        records::WriteResult result = job();
        lock.lock();
        busy_ = false;
        outcomes_.push_back({kind, std::move(result)});
        changed_.notify_all();
        if (after_each_write_) {
            const std::function<void()> done = after_each_write_;
            lock.unlock();
            done();
            lock.lock();
        }
    }
}

}  // namespace reversi::gui
