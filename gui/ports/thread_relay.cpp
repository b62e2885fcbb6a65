// SPDX-License-Identifier: GPL-3.0-or-later
// The hand-over to the window's thread; see thread_relay.hpp.
#include "ports/thread_relay.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <wx/evtloop.h>

#include <array>
#include <utility>

namespace reversi::ports {

ThreadRelay::ThreadRelay() {
    std::array<int, 2> ends{};
    if (::pipe2(ends.data(), O_CLOEXEC | O_NONBLOCK) != 0) return;
    read_end_ = ends[0];
    write_end_ = ends[1];
    source_.reset(wxEventLoopBase::AddSourceForFD(read_end_, this, wxEVENT_SOURCE_INPUT));
}

ThreadRelay::~ThreadRelay() {
    source_.reset();  // first: the loop stops watching the pipe before it closes
    if (read_end_ >= 0) ::close(read_end_);
    if (write_end_ >= 0) ::close(write_end_);
}

void ThreadRelay::post(std::function<void()> task) {
    if (!source_) {
        fallback_.CallAfter(task);  // CallAfter copies what it is given
        return;
    }
    bool wake = false;
    {
        const std::lock_guard lock(mutex_);
        queue_.push_back(std::move(task));
        wake = !std::exchange(woken_, true);
    }
    // Outside the lock: the window's thread must never wait for this call. The pipe cannot be
    // full, since a byte is written only when none is waiting.
    if (wake) {
        const char byte = 1;
        [[maybe_unused]] const ssize_t written = ::write(write_end_, &byte, 1);
    }
}

void ThreadRelay::OnReadWaiting() {
    std::array<char, 64> bytes{};
    while (::read(read_end_, bytes.data(), bytes.size()) > 0) {
    }
    run_queued();
}

void ThreadRelay::run_queued() {
    std::deque<std::function<void()>> due;
    {
        const std::lock_guard lock(mutex_);
        due.swap(queue_);
        woken_ = false;
    }
    for (auto& task : due)
        task();
}

}  // namespace reversi::ports
