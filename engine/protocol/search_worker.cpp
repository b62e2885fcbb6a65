// SPDX-License-Identifier: GPL-3.0-or-later
// The worker's thread waits for a job, runs it without the lock, then reports that it is idle:
// to those waiting on it through the condition, to the session's loop through its listener.
#include "protocol/search_worker.hpp"

#include <cassert>
#include <utility>

namespace reversi {

SearchWorker::~SearchWorker() {
    finish();
    {
        const std::lock_guard lock(mutex_);
        ends_ = true;
    }
    changed_.notify_all();
    if (thread_.joinable()) thread_.join();
}

void SearchWorker::start(Job job, bool until_stopped) {
    {
        const std::lock_guard lock(mutex_);
        assert(!searching_ && "one search at a time");
        stop_.clear();
        until_stopped_ = until_stopped;
        released_ = false;
        if (until_stopped && !input_open_) stop_.raise();
        job_ = std::move(job);
        searching_ = true;
        if (!thread_.joinable()) thread_ = std::thread([this] { work(); });
    }
    changed_.notify_all();
}

void SearchWorker::work() {
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, [&] { return job_ || ends_; });
        if (!job_) return;
        Job job = std::exchange(job_, nullptr);
        lock.unlock();
        job(stop_);
        job = nullptr;  // what the job holds goes before anyone hears it ended
        lock.lock();
        searching_ = false;
        notifying_ = true;
        const std::function<void()> listener = idle_listener_;
        lock.unlock();
        changed_.notify_all();
        if (listener) listener();
        lock.lock();
        notifying_ = false;
        changed_.notify_all();
    }
}

bool SearchWorker::searching() const {
    const std::lock_guard lock(mutex_);
    return searching_;
}

void SearchWorker::stop() {
    {
        const std::lock_guard lock(mutex_);
        stop_.raise();
    }
    changed_.notify_all();
}

void SearchWorker::wait() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return !searching_; });
}

void SearchWorker::finish() {
    if (!searching()) return;
    stop();
    wait();
}

void SearchWorker::wait_until_stopped() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return stop_.raised() || released_; });
}

void SearchWorker::release() {
    {
        const std::lock_guard lock(mutex_);
        if (!searching_) return;
        released_ = true;
    }
    changed_.notify_all();
}

void SearchWorker::set_input_open(bool open) {
    {
        const std::lock_guard lock(mutex_);
        input_open_ = open;
        if (!open && searching_ && until_stopped_) stop_.raise();
    }
    changed_.notify_all();
}

void SearchWorker::set_idle_listener(std::function<void()> listener) {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return !notifying_; });
    idle_listener_ = std::move(listener);
}

}  // namespace reversi
