// SPDX-License-Identifier: GPL-3.0-or-later
// Hands functions from another thread to the window's thread, where they run in order. The
// window's thread never waits for the posting thread: the queue's lock is held only to push or
// pop, and the wake-up is a byte in a pipe that the event loop watches. (wx's CallAfter wakes
// the loop while holding the main loop's lock; a posting thread that the scheduler preempts
// there keeps the window's thread waiting, measured at 88 ms on a loaded machine.)
#pragma once

#include <wx/event.h>
#include <wx/evtloopsrc.h>

#include <deque>
#include <functional>
#include <memory>
#include <mutex>

namespace reversi::ports {

class ThreadRelay final : private wxEventLoopSourceHandler {
public:
    ThreadRelay();
    // Functions still queued are dropped. No thread may post any more.
    ~ThreadRelay() override;
    ThreadRelay(const ThreadRelay&) = delete;
    ThreadRelay& operator=(const ThreadRelay&) = delete;

    // Any thread: `task` runs on the window's thread, after those posted before it.
    void post(std::function<void()> task);

private:
    void OnReadWaiting() override;  // the window's thread: the pipe has a byte
    void OnWriteWaiting() override {}
    void OnExceptionWaiting() override {}
    void run_queued();

    std::mutex mutex_;
    std::deque<std::function<void()>> queue_;
    bool woken_ = false;  // a byte is in the pipe for the queue's current contents
    int read_end_ = -1;
    int write_end_ = -1;
    std::unique_ptr<wxEventLoopSource> source_;
    wxEvtHandler fallback_;  // CallAfter, should the pipe not be had
};

}  // namespace reversi::ports
