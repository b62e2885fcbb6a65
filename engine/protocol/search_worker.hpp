// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's search worker: one thread that runs one search (or perft) at a time, the flag
// that stops it, and the rule for a search that only `stop` can end. A job polls the flag and
// writes its own replies through the callbacks its session gave it. The session's line loop
// asks whether a search runs and hears when one ends (set_idle_listener), so lines that wait
// for it go on. One mutex guards the job, the flag's raising and the state below; the listener
// is called with no lock held, so the loop may take its own lock there.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

#include "core/stop_flag.hpp"

namespace reversi {

class SearchWorker {
public:
    // A search (or perft) that polls `stop` and writes its own replies.
    using Job = std::function<void(const StopFlag& stop)>;

    SearchWorker() = default;
    // Stops and waits for a running job, and ends the thread.
    ~SearchWorker();
    SearchWorker(const SearchWorker&) = delete;
    SearchWorker& operator=(const SearchWorker&) = delete;

    // Starts `job` on the thread; no job may be running. A search that only `stop` can end
    // (`go infinite`) says so with `until_stopped`: it is stopped at once while input is closed.
    void start(Job job, bool until_stopped = false);
    bool searching() const;
    // Asks the running job, if any, to stop; returns at once.
    void stop();
    // Waits until the running job, if any, has finished.
    void wait();
    // stop(), then wait().
    void finish();
    // For a job that must wait to be stopped once it is done (`go infinite`, `go ponder`):
    // returns when its stop flag is raised, which closing the input also does, or when it is
    // released.
    void wait_until_stopped();
    // Lets the running job's wait_until_stopped() return without a stop (`ponderhit`: the
    // ponder search becomes an ordinary one, which answers when it is done).
    void release();
    // Whether a `stop` can still come. Closing stops a job started until stopped, now or later;
    // a session opens it while it reads input and closes it when input ends.
    void set_input_open(bool open);
    // `listener` is called on the thread after each job ends, with no lock held. Replacing it
    // waits for a call under way, so once this returns the old one is never called again.
    void set_idle_listener(std::function<void()> listener);

private:
    void work();

    mutable std::mutex mutex_;         // guards everything below
    std::condition_variable changed_;  // a job arrived or ended, the flag rose, or the end
    Job job_;
    bool searching_ = false;
    bool until_stopped_ = false;
    bool released_ = false;
    bool input_open_ = true;
    bool ends_ = false;
    bool notifying_ = false;  // the listener is being called
    std::function<void()> idle_listener_;
    StopFlag stop_;
    std::thread thread_;
};

}  // namespace reversi
