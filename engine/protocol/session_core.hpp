// SPDX-License-Identifier: GPL-3.0-or-later
// The one line loop under the three protocols (the line protocol, GTP and NBoard). Lines are
// read on a thread of their own and carried out in the order they arrive; a search runs on a
// worker thread owned by the session, so input keeps being read while it runs. The protocol
// says what each line does while a search runs (DuringSearch): most wait for it to end; some
// are carried out in their turn while it goes on (`isready`, NBoard's `ping`, `quit`); and
// `stop` (GTP's `# interrupt`) also tells the running search to stop as soon as it is read, so
// lines waiting before it cannot hold it back. Input ends with `quit` or the end of the stream;
// the end is carried out in its turn: a search still running then stops and gives its answer,
// and the session ends. A search that waits to be stopped (`go infinite`) stops as soon as
// input ends, since nothing could stop it any more. Replies from both threads go out whole, one
// at a time.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <iosfwd>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

#include "core/stop_flag.hpp"
#include "protocol/command_table.hpp"
#include "protocol/line_input.hpp"

namespace reversi {

using SteadyClock = std::chrono::steady_clock;

// What the core needs from a protocol.
class SessionProtocol {
public:
    virtual ~SessionProtocol() = default;
    // What `line` does while a search runs. Called on the reading thread and with the core's
    // lock held: it must only look at the line.
    virtual DuringSearch during_search(std::string_view line) const = 0;
    // Carries out one line (without its '\n'); `received` is when the engine read it, which time
    // limits count from.
    virtual void execute_line(std::string_view line, SteadyClock::time_point received) = 0;
    // Answers a line that was not carried out: over the length limit, or too many waiting.
    virtual void reject_line(std::string_view reason) = 0;
};

// At most this many lines wait for a search, holding at most kMaxWaitingBytes; each line
// beyond is answered with an error in its turn, so no input makes the engine buffer without
// bound.
constexpr std::size_t kMaxWaitingLines = 1024;
constexpr std::size_t kMaxWaitingBytes = std::size_t{1} << 20;

class SessionCore {
public:
    // Replies go to `out`, diagnostics for people to `log`; both may be written from any thread.
    SessionCore(std::ostream& out, std::ostream& log);
    // Stops and waits for a running search, and ends the worker thread.
    ~SessionCore();
    SessionCore(const SessionCore&) = delete;
    SessionCore& operator=(const SessionCore&) = delete;

    // Reads `input` until the protocol ends the session or input ends, as described above.
    void run(LineInput& input, SessionProtocol& protocol);
    // The same over a stream that never blocks for long (a string or a file; see
    // StreamLineInput).
    void run(std::istream& in, SessionProtocol& protocol);
    // Carries out one line to its end, waiting for any search it starts (for tests and fuzzing).
    // There is no input to stop a search here, so `go infinite` ends when its search does.
    // Returns false once the session has ended.
    bool execute(std::string_view line, SessionProtocol& protocol);

    // --- for the protocols' handlers ---
    // A job for the worker: a search (or perft) that polls `stop` and writes its own replies.
    using SearchJob = std::function<void(const StopFlag& stop)>;
    // Starts `job` on the worker; no search may be running. A search that only `stop` can end
    // (`go infinite`) says so with `until_stopped`: it is told to stop when input ends.
    void start_search(SearchJob job, bool until_stopped = false);
    bool searching() const;
    // Asks the running search, if any, to stop; returns at once.
    void stop_search();
    // Waits until the running search, if any, has finished.
    void wait_search();
    // stop_search(), then wait_search().
    void finish_search();
    // For a search that must wait to be stopped once it is done (`go infinite`): returns when
    // `stop` is raised, which the end of input also does.
    void wait_for_stop(const StopFlag& stop);
    // Ends the session: a running search is stopped and gives its answer, no more lines are read.
    void end_session();
    bool ended() const { return ended_; }

    // One reply line to `out`, whole and flushed.
    void reply(std::string_view line);
    // Text to `out` as it is, whole and flushed (GTP's responses end with an empty line).
    void write(std::string_view text);
    // One line to `log`.
    void note(std::string_view line);

private:
    struct Entry {
        enum class Kind { Line, TooLong, Overflow, End };
        Kind kind = Kind::Line;
        std::string text;
        SteadyClock::time_point received;
        std::size_t count = 1;  // Overflow: how many lines in a row were dropped
    };

    void read_input(LineInput& input, const SessionProtocol& protocol);
    void queue(Entry entry, const SessionProtocol& protocol);
    bool acts_now(const Entry& entry, const SessionProtocol& protocol) const;
    void carry_out(const Entry& entry, SessionProtocol& protocol);
    void work();

    std::ostream& out_;
    std::ostream& log_;
    std::mutex write_mutex_;

    mutable std::mutex mutex_;            // guards everything below
    std::condition_variable dispatch_;    // a line arrived, or the search ended
    std::condition_variable work_ready_;  // a job arrived, or the worker must end
    std::deque<Entry> waiting_;
    std::size_t waiting_bytes_ = 0;
    bool closing_ = false;      // the session ended: the reader drops what it reads
    bool input_ended_ = false;  // no more lines will come
    SearchJob job_;
    bool searching_ = false;
    bool until_stopped_ = false;
    bool worker_ends_ = false;
    std::thread worker_;
    StopFlag stop_;

    bool ended_ = false;  // only the dispatching thread reads or writes it
};

}  // namespace reversi
