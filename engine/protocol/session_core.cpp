// SPDX-License-Identifier: GPL-3.0-or-later
// Three threads meet here: the reader queues lines, the dispatcher (the caller of run()) takes
// them in order, and the worker runs searches. One mutex guards the queue and the search state;
// replies have a mutex of their own, so a search can write while the dispatcher waits.
#include "protocol/session_core.hpp"

#include <cassert>
#include <ostream>

#include "protocol/line_reader.hpp"

namespace reversi {

SessionCore::SessionCore(std::ostream& out, std::ostream& log) : out_(out), log_(log) {}

SessionCore::~SessionCore() {
    finish_search();
    {
        const std::lock_guard lock(mutex_);
        worker_ends_ = true;
    }
    work_ready_.notify_all();
    if (worker_.joinable()) worker_.join();
}

void SessionCore::run(LineInput& input, SessionProtocol& protocol) {
    {
        const std::lock_guard lock(mutex_);
        input_ended_ = false;
    }
    std::thread reader([this, &input, &protocol] { read_input(input, protocol); });
    while (!ended_) {
        Entry entry;
        {
            std::unique_lock lock(mutex_);
            dispatch_.wait(lock, [&] {
                return !waiting_.empty() && (!searching_ || acts_now(waiting_.front(), protocol));
            });
            entry = std::move(waiting_.front());
            waiting_.pop_front();
            waiting_bytes_ -= entry.text.size();
        }
        carry_out(entry, protocol);
    }
    finish_search();
    {
        const std::lock_guard lock(mutex_);
        closing_ = true;
        waiting_.clear();
        waiting_bytes_ = 0;
    }
    input.cancel();
    reader.join();
}

void SessionCore::run(std::istream& in, SessionProtocol& protocol) {
    StreamLineInput input(in);
    run(input, protocol);
}

bool SessionCore::execute(std::string_view line, SessionProtocol& protocol) {
    if (ended_) return false;
    {
        const std::lock_guard lock(mutex_);
        input_ended_ = true;
    }
    protocol.execute_line(line, SteadyClock::now());
    wait_search();
    return !ended_;
}

void SessionCore::read_input(LineInput& input, const SessionProtocol& protocol) {
    std::string line;
    for (;;) {
        const LineStatus status = input.read(line);
        Entry entry;
        entry.received = SteadyClock::now();
        if (status == LineStatus::End) {
            entry.kind = Entry::Kind::End;
        } else if (status == LineStatus::TooLong) {
            entry.kind = Entry::Kind::TooLong;
        } else {
            entry.text = line;
        }
        const bool last = status == LineStatus::End ||
                          (status == LineStatus::Ok &&
                           protocol.during_search(entry.text) == DuringSearch::EndsInput);
        queue(std::move(entry), protocol);
        if (status == LineStatus::End) return;
        if (last) {  // `quit`: nothing after it is read, so its input ends here
            Entry end;
            end.kind = Entry::Kind::End;
            end.received = SteadyClock::now();
            queue(std::move(end), protocol);
            return;
        }
        const std::lock_guard lock(mutex_);
        if (closing_) return;
    }
}

void SessionCore::queue(Entry entry, const SessionProtocol& protocol) {
    {
        const std::lock_guard lock(mutex_);
        if (closing_) return;
        if (entry.kind == Entry::Kind::End) {
            input_ended_ = true;
            if (searching_ && until_stopped_) stop_.raise();
            dispatch_.notify_all();  // a search waiting to be stopped
        }
        const DuringSearch rule = entry.kind == Entry::Kind::Line
                                      ? protocol.during_search(entry.text)
                                      : DuringSearch::Waits;
        if (rule == DuringSearch::Interrupts && searching_) stop_.raise();
        // Never dropped, so a flood of lines cannot keep `stop` or `quit` from their turn.
        const bool urgent = rule == DuringSearch::Interrupts || rule == DuringSearch::EndsInput;
        const bool full = waiting_.size() >= kMaxWaitingLines ||
                          waiting_bytes_ + entry.text.size() > kMaxWaitingBytes;
        if (full && entry.kind != Entry::Kind::End && !urgent) {
            if (!waiting_.empty() && waiting_.back().kind == Entry::Kind::Overflow) {
                ++waiting_.back().count;
                return;
            }
            entry.kind = Entry::Kind::Overflow;
            entry.text.clear();
        }
        waiting_bytes_ += entry.text.size();
        waiting_.push_back(std::move(entry));
    }
    dispatch_.notify_all();
}

bool SessionCore::acts_now(const Entry& entry, const SessionProtocol& protocol) const {
    switch (entry.kind) {
        case Entry::Kind::End:
            return true;
        case Entry::Kind::Line:
            return protocol.during_search(entry.text) != DuringSearch::Waits;
        case Entry::Kind::TooLong:
        case Entry::Kind::Overflow:
            return false;
    }
    return false;
}

void SessionCore::carry_out(const Entry& entry, SessionProtocol& protocol) {
    switch (entry.kind) {
        case Entry::Kind::End:
            end_session();
            return;
        case Entry::Kind::Line:
            protocol.execute_line(entry.text, entry.received);
            return;
        case Entry::Kind::TooLong:
            protocol.reject_line("line too long (limit " + std::to_string(kMaxLineLength) +
                                 " bytes)");
            return;
        case Entry::Kind::Overflow:
            for (std::size_t i = 0; i < entry.count; ++i) {
                protocol.reject_line("too many lines waiting for the search (limit " +
                                     std::to_string(kMaxWaitingLines) + " lines)");
            }
            return;
    }
}

void SessionCore::start_search(SearchJob job, bool until_stopped) {
    {
        const std::lock_guard lock(mutex_);
        assert(!searching_ && "one search at a time");
        stop_.clear();
        until_stopped_ = until_stopped;
        if (until_stopped && input_ended_) stop_.raise();
        job_ = std::move(job);
        searching_ = true;
        if (!worker_.joinable()) worker_ = std::thread([this] { work(); });
    }
    work_ready_.notify_all();
}

void SessionCore::work() {
    std::unique_lock lock(mutex_);
    for (;;) {
        work_ready_.wait(lock, [&] { return job_ || worker_ends_; });
        if (!job_) return;
        SearchJob job = std::move(job_);
        job_ = nullptr;
        lock.unlock();
        job(stop_);
        lock.lock();
        searching_ = false;
        dispatch_.notify_all();
    }
}

bool SessionCore::searching() const {
    const std::lock_guard lock(mutex_);
    return searching_;
}

void SessionCore::stop_search() {
    {
        const std::lock_guard lock(mutex_);
        stop_.raise();
    }
    dispatch_.notify_all();
}

void SessionCore::wait_for_stop(const StopFlag& stop) {
    std::unique_lock lock(mutex_);
    dispatch_.wait(lock, [&] { return stop.raised(); });
}

void SessionCore::wait_search() {
    std::unique_lock lock(mutex_);
    dispatch_.wait(lock, [&] { return !searching_; });
}

void SessionCore::finish_search() {
    if (!searching()) return;
    stop_search();
    wait_search();
}

void SessionCore::end_session() {
    finish_search();
    ended_ = true;
}

void SessionCore::reply(std::string_view line) {
    const std::lock_guard lock(write_mutex_);
    out_ << line << '\n' << std::flush;
}

void SessionCore::write(std::string_view text) {
    const std::lock_guard lock(write_mutex_);
    out_ << text << std::flush;
}

void SessionCore::note(std::string_view line) {
    const std::lock_guard lock(write_mutex_);
    log_ << line << '\n' << std::flush;
}

}  // namespace reversi
