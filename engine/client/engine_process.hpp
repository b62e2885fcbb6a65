// SPDX-License-Identifier: GPL-3.0-or-later
// One engine child process and its three pipes, driven from the client's I/O thread: reading
// reply lines, queueing writes, draining stderr, and ending the child so it is always reaped.
#pragma once

#include <sys/types.h>

#include <array>
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/streambuf.hpp>
#include <boost/process/async_pipe.hpp>
#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "client/engine_requests.hpp"

namespace reversi::client {

using LogSink = std::function<void(std::string_view)>;

enum class OutputEnd {
    Closed,       // end of file or a read or write error: the engine is gone or going
    LineTooLong,  // a line longer than kMaxReplyLineBytes
};

struct ProcessEvents {
    std::function<void(std::string_view line)> on_line;
    std::function<void(OutputEnd end, std::string detail)> on_end;
};

// Every member function must be called on the I/O thread. Events stop for good once kill()
// or stop() is called, and are never delivered from inside those calls.
class EngineProcess : public std::enable_shared_from_this<EngineProcess> {
public:
    struct Launched {
        std::shared_ptr<EngineProcess> process;  // null when the engine could not be started
        std::string error;
    };
    static Launched launch(boost::asio::io_context& io, const EngineCommand& command, LogSink log,
                           ProcessEvents events);

    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    pid_t pid() const { return pid_; }

    // Queues one line (without '\n') for the engine's stdin.
    void send(std::string line);
    // Kills the child at once and reaps it. Returns how it had ended, for messages: "exited
    // with status 3", "was killed by signal 11", or "was still running; killed".
    std::string kill();
    // Kills the child after waiting up to `settle` for it to exit by itself, so a crash is
    // reported as the crash it was rather than as our own kill.
    std::string kill_after(std::chrono::milliseconds settle);
    // Closes stdin (end of input means quit), waits up to `grace` for the child to exit, then
    // kills it; `on_done` runs on the I/O thread once the child is reaped and the pipes closed.
    void stop(std::chrono::milliseconds grace, std::function<void()> on_done);

private:
    EngineProcess(boost::asio::io_context& io, LogSink log, ProcessEvents events);

    void read_line();
    void on_read(const boost::system::error_code& error, std::size_t bytes);
    void write_next();
    void drain_stderr();
    void log_stderr(std::string_view bytes);
    void end_output(OutputEnd end, std::string detail);
    void poll_exit(std::chrono::steady_clock::time_point deadline, std::function<void()> on_done);
    // Kills the child unless it has exited, reaps it, closes the pipes; true if it was killed.
    bool end_child() noexcept;
    bool try_reap() noexcept;
    void close_pipes() noexcept;
    std::string how_it_ended() const;

    LogSink log_;
    ProcessEvents events_;
    bool events_on_ = true;

    boost::process::async_pipe stdin_;
    boost::process::async_pipe stdout_;
    boost::process::async_pipe stderr_;
    pid_t pid_ = -1;
    std::optional<int> wait_status_;  // set once the child is reaped

    boost::asio::streambuf line_buffer_;
    std::deque<std::string> outgoing_;
    bool writing_ = false;

    std::array<char, 4096> stderr_chunk_{};
    std::string stderr_line_;
    std::size_t stderr_logged_ = 0;
    bool stderr_line_cut_ = false;

    boost::asio::steady_timer exit_timer_;
};

}  // namespace reversi::client
