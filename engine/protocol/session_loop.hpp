// SPDX-License-Identifier: GPL-3.0-or-later
// The line loop each protocol's session owns (the line protocol, GTP and NBoard): reader,
// queue, dispatcher and writer. Lines are read on a thread of their own and carried out in the
// order they arrive; a search runs on the engine's worker (SearchWorker), so input keeps being
// read while it runs. The protocol says what each line does while a search runs
// (DuringSearch), once, as the line is read, and the line carries that rule in the queue: most
// wait for the search to end; some are carried out in their turn while it goes on (`isready`,
// NBoard's `ping`, `quit`); and `stop` (GTP's `# interrupt`) also tells the running search to
// stop as soon as it is read, so lines waiting before it cannot hold it back. Input ends with
// `quit` or the end of the stream; the end is carried out in its turn: a search still running
// then stops and gives its answer, and the session ends. A search that waits to be stopped
// (`go infinite`) stops as soon as input ends, since nothing could stop it any more. Replies
// from both threads go out whole, one at a time.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <iosfwd>
#include <mutex>
#include <string>
#include <string_view>

#include "protocol/command_table.hpp"
#include "protocol/line_input.hpp"
#include "protocol/search_worker.hpp"

namespace reversi {

using SteadyClock = std::chrono::steady_clock;

// What the loop needs from a protocol.
class SessionProtocol {
public:
    virtual ~SessionProtocol() = default;
    // What `line` does while a search runs. Called once a line, on the reading thread: it must
    // only look at the line.
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

class SessionLoop {
public:
    // Replies go to `out`, diagnostics for people to `log`; both may be written from any
    // thread. The searches that hold lines back run on `worker`, which must outlive the loop.
    SessionLoop(std::ostream& out, std::ostream& log, SearchWorker& worker);
    // Stops and waits for a running search (its replies go out through this loop), and stops
    // listening to the worker.
    ~SessionLoop();
    SessionLoop(const SessionLoop&) = delete;
    SessionLoop& operator=(const SessionLoop&) = delete;

    // Reads `input` until the protocol ends the session or input ends, as described above.
    void run(LineInput& input, SessionProtocol& protocol);
    // The same over a stream that never blocks for long (a string or a file; see
    // StreamLineInput).
    void run(std::istream& in, SessionProtocol& protocol);
    // Carries out one line to its end, waiting for any search it starts (for tests and fuzzing).
    // There is no input to stop a search here, so `go infinite` ends when its search does.
    // Returns false once the session has ended.
    bool execute(std::string_view line, SessionProtocol& protocol);

    // Ends the session: a running search is stopped and gives its answer, no more lines are read.
    void end_session();

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
        // The line's rule, from the protocol as it was read; the end of input acts in its turn,
        // a line refused for its length or the queue's limit waits.
        DuringSearch rule = DuringSearch::Waits;
        std::size_t count = 1;  // Overflow: how many lines in a row were dropped
    };

    void read_input(LineInput& input, const SessionProtocol& protocol);
    void queue(Entry entry);
    bool next_ready() const;
    void carry_out(const Entry& entry, SessionProtocol& protocol);

    std::ostream& out_;
    std::ostream& log_;
    std::mutex write_mutex_;
    SearchWorker& worker_;

    // Taken before the worker's lock, never while the worker holds its own.
    mutable std::mutex mutex_;       // guards the queue and closing_
    std::condition_variable ready_;  // a line arrived, or the search ended
    std::deque<Entry> waiting_;
    std::size_t waiting_bytes_ = 0;
    bool closing_ = false;  // the session ended: the reader drops what it reads

    bool ended_ = false;  // only the dispatching thread reads or writes it
};

}  // namespace reversi
