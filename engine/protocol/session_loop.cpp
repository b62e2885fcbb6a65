// SPDX-License-Identifier: GPL-3.0-or-later
// Three threads meet here: the reader queues lines with their rule, the dispatcher (the caller
// of run()) takes them in order, and the engine's worker runs searches and says when one ends.
// The loop's mutex guards the queue and is taken before the worker's; replies have a mutex of
// their own, so a search can write while the dispatcher waits.
#include "protocol/session_loop.hpp"

#include <ostream>
#include <thread>
#include <utility>

#include "protocol/line_reader.hpp"

namespace reversi {

SessionLoop::SessionLoop(std::ostream& out, std::ostream& log, SearchWorker& worker)
    : out_(out), log_(log), worker_(worker) {
    // Taking the lock orders the wake-up after a dispatcher's look at the worker, so the end
    // of a search is never missed by lines waiting for it.
    worker_.set_idle_listener([this] {
        { const std::lock_guard lock(mutex_); }
        ready_.notify_all();
    });
}

SessionLoop::~SessionLoop() {
    worker_.finish();
    worker_.set_idle_listener(nullptr);
}

void SessionLoop::run(LineInput& input, SessionProtocol& protocol) {
    worker_.set_input_open(true);
    std::thread reader([this, &input, &protocol] { read_input(input, protocol); });
    while (!ended_) {
        Entry entry;
        {
            std::unique_lock lock(mutex_);
            ready_.wait(lock, [&] { return next_ready(); });
            entry = std::move(waiting_.front());
            waiting_.pop_front();
            waiting_bytes_ -= entry.text.size();
        }
        carry_out(entry, protocol);
    }
    worker_.finish();
    {
        const std::lock_guard lock(mutex_);
        closing_ = true;
        waiting_.clear();
        waiting_bytes_ = 0;
    }
    input.cancel();
    reader.join();
}

void SessionLoop::run(std::istream& in, SessionProtocol& protocol) {
    StreamLineInput input(in);
    run(input, protocol);
}

bool SessionLoop::execute(std::string_view line, SessionProtocol& protocol) {
    if (ended_) return false;
    worker_.set_input_open(false);
    protocol.execute_line(line, SteadyClock::now());
    worker_.wait();
    return !ended_;
}

void SessionLoop::read_input(LineInput& input, const SessionProtocol& protocol) {
    std::string line;
    for (;;) {
        const LineStatus status = input.read(line);
        Entry entry;
        entry.received = SteadyClock::now();
        if (status == LineStatus::End) {
            entry.kind = Entry::Kind::End;
            entry.rule = DuringSearch::EndsInput;
        } else if (status == LineStatus::TooLong) {
            entry.kind = Entry::Kind::TooLong;
        } else {
            entry.text = line;
            entry.rule = protocol.during_search(entry.text);
        }
        const bool last = entry.rule == DuringSearch::EndsInput;
        queue(std::move(entry));
        if (status == LineStatus::End) return;
        if (last) {  // `quit`: nothing after it is read, so its input ends here
            Entry end;
            end.kind = Entry::Kind::End;
            end.rule = DuringSearch::EndsInput;
            end.received = SteadyClock::now();
            queue(std::move(end));
            return;
        }
        const std::lock_guard lock(mutex_);
        if (closing_) return;
    }
}

void SessionLoop::queue(Entry entry) {
    {
        const std::lock_guard lock(mutex_);
        if (closing_) return;
        if (entry.kind == Entry::Kind::End) worker_.set_input_open(false);
        if (entry.rule == DuringSearch::Interrupts) worker_.stop();
        // Never dropped, so a flood of lines cannot keep `stop`, `quit` or the end from their
        // turn.
        const bool urgent =
            entry.rule == DuringSearch::Interrupts || entry.rule == DuringSearch::EndsInput;
        const bool full = waiting_.size() >= kMaxWaitingLines ||
                          waiting_bytes_ + entry.text.size() > kMaxWaitingBytes;
        if (full && !urgent) {
            if (!waiting_.empty() && waiting_.back().kind == Entry::Kind::Overflow) {
                ++waiting_.back().count;
                return;
            }
            entry.kind = Entry::Kind::Overflow;
            entry.rule = DuringSearch::Waits;
            entry.text.clear();
        }
        waiting_bytes_ += entry.text.size();
        waiting_.push_back(std::move(entry));
    }
    ready_.notify_all();
}

// With the loop's lock held: whether the first waiting line may be carried out now.
bool SessionLoop::next_ready() const {
    return !waiting_.empty() &&
           (waiting_.front().rule != DuringSearch::Waits || !worker_.searching());
}

void SessionLoop::carry_out(const Entry& entry, SessionProtocol& protocol) {
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

void SessionLoop::end_session() {
    worker_.finish();
    ended_ = true;
}

void SessionLoop::reply(std::string_view line) {
    const std::lock_guard lock(write_mutex_);
    out_ << line << '\n' << std::flush;
}

void SessionLoop::write(std::string_view text) {
    const std::lock_guard lock(write_mutex_);
    out_ << text << std::flush;
}

void SessionLoop::note(std::string_view line) {
    const std::lock_guard lock(write_mutex_);
    log_ << line << '\n' << std::flush;
}

}  // namespace reversi
