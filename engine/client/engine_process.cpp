// SPDX-License-Identifier: GPL-3.0-or-later
// Starting, talking to and ending one engine child. Boost.Process starts it; reaping is done
// here with waitpid, because Boost 1.74's terminate() does not wait for the killed child.
#include "client/engine_process.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/asio/read_until.hpp>
#include <boost/asio/write.hpp>
#include <boost/process/args.hpp>
#include <boost/process/child.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/extend.hpp>
#include <boost/process/io.hpp>
#include <boost/process/search_path.hpp>
#include <cerrno>
#include <cstring>
#include <thread>

#include "client/reply_line.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::client {

namespace asio = boost::asio;
namespace bp = boost::process;

namespace {

constexpr std::size_t kMaxStderrLineLogged = 200;
// Per engine process; the rest is read and dropped.
constexpr std::size_t kMaxStderrBytesLogged = std::size_t{16} * 1024;
constexpr std::chrono::milliseconds kExitPollInterval{2};

void set_close_on_exec(int fd) {
    const int flags = ::fcntl(fd, F_GETFD);
    if (flags >= 0) ::fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
}

// Runs in the child between fork and exec (async-signal-safe calls only). Descriptors the
// parent holds, such as another engine's pipes, must not leak into this engine, or that
// engine would never see end of file; marking them close-on-exec rather than closing them
// keeps Boost's own exec-error pipe working.
struct ChildSetup {
    pid_t parent;
    void operator()(auto& /*executor*/) const {
        if (::close_range(3, ~0U, CLOSE_RANGE_CLOEXEC) != 0) {
            for (int fd = 3; fd < 4096; ++fd)
                ::fcntl(fd, F_SETFD, FD_CLOEXEC);
        }
        ::signal(SIGPIPE, SIG_DFL);
        // A process group of its own: a Ctrl+C in the terminal (SIGINT to the foreground group)
        // reaches the client, which stops and ends its engines itself, instead of killing the
        // engines under it while their games are in flight.
        ::setpgid(0, 0);
        // No orphan if the client dies without ending us: the engine goes with it.
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != parent) ::_exit(127);
    }
};

// Boost 1.74 leaves a child whose exec failed unreaped; reap it here.
struct ReapFailedChild {
    void operator()(auto& executor, const std::error_code& /*error*/) const {
        if (executor.pid > 0) {
            int status = 0;
            while (::waitpid(executor.pid, &status, 0) < 0 && errno == EINTR) {
            }
        }
    }
};

// The program's path, found on the PATH when it names no folder, or why it cannot be run.
ValueOrError<std::string> resolve_program(const std::string& program) {
    std::string path = program;
    if (program.find('/') == std::string::npos) {
        path = bp::search_path(program).string();
        if (path.empty()) return {std::nullopt, "'" + program + "' is not on the PATH"};
    }
    if (::access(path.c_str(), X_OK) != 0)
        return {std::nullopt, "cannot run '" + path + "': " + std::strerror(errno)};
    return {std::move(path), {}};
}

std::string describe_status(int status) {
    if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) return "was killed by signal " + std::to_string(WTERMSIG(status));
    return "ended";
}

}  // namespace

EngineProcess::EngineProcess(asio::io_context& io, LogSink log, ProcessEvents events)
    : log_(std::move(log)),
      events_(std::move(events)),
      stdin_(io),
      stdout_(io),
      stderr_(io),
      line_buffer_(kMaxReplyLineBytes + 1),
      exit_timer_(io) {
    for (auto* pipe : {&stdin_, &stdout_, &stderr_}) {
        set_close_on_exec(pipe->native_source());
        set_close_on_exec(pipe->native_sink());
    }
}

EngineProcess::~EngineProcess() {
    // Normally the owner has killed or stopped the child already; this is the last guard.
    end_child();
}

EngineProcess::Launched EngineProcess::launch(asio::io_context& io, const EngineCommand& command,
                                              LogSink log, ProcessEvents events) {
    Launched result;
    auto resolved = resolve_program(command.program);
    if (!resolved.value) {
        result.error = std::move(resolved.error);
        return result;
    }
    const std::string& path = *resolved.value;

    std::shared_ptr<EngineProcess> process(
        new EngineProcess(io, std::move(log), std::move(events)));
    std::error_code error;
    bp::child child(bp::exe = path, bp::args = command.arguments,
                    bp::std_in<process->stdin_, bp::std_out> process->stdout_,
                    bp::std_err > process->stderr_,
                    bp::extend::on_exec_setup = ChildSetup{::getpid()},
                    bp::extend::on_error = ReapFailedChild{}, error);
    if (error || !child.valid()) {
        result.error = "cannot start '" + path + "': " + error.message();
        process->events_on_ = false;
        process->close_pipes();
        return result;
    }
    process->pid_ = child.id();
    child.detach();  // reaped by this class, not by Boost
    process->read_line();
    process->drain_stderr();
    result.process = std::move(process);
    return result;
}

void EngineProcess::send(std::string line) {
    if (!stdin_.is_open()) return;
    line += '\n';
    outgoing_.push_back(std::move(line));
    if (!writing_) write_next();
}

void EngineProcess::write_next() {
    writing_ = true;
    asio::async_write(
        stdin_, asio::buffer(outgoing_.front()),
        [self = shared_from_this()](const boost::system::error_code& error, std::size_t) {
            self->writing_ = false;
            if (error) {
                self->outgoing_.clear();
                if (error != asio::error::operation_aborted)
                    self->end_output(OutputEnd::Closed, "writing to it failed: " + error.message());
                return;
            }
            self->outgoing_.pop_front();
            if (!self->outgoing_.empty()) self->write_next();
        });
}

void EngineProcess::read_line() {
    asio::async_read_until(
        stdout_, line_buffer_, '\n',
        [self = shared_from_this()](const boost::system::error_code& error, std::size_t bytes) {
            self->on_read(error, bytes);
        });
}

void EngineProcess::on_read(const boost::system::error_code& error, std::size_t bytes) {
    if (error == asio::error::not_found) {
        // The buffer is full without a line end: drop it, and report it while events are on.
        line_buffer_.consume(line_buffer_.size());
        end_output(OutputEnd::LineTooLong, "it wrote a reply line longer than " +
                                               std::to_string(kMaxReplyLineBytes) + " bytes");
        if (stdout_.is_open()) read_line();
        return;
    }
    if (error) {
        std::string detail = "its output ended";
        if (line_buffer_.size() > 0) {
            const auto data = line_buffer_.data();
            const std::string partial(asio::buffers_begin(data), asio::buffers_end(data));
            detail += " after a partial line '" + quote_line(partial) + "'";
        }
        if (error != asio::error::eof) detail += " (" + error.message() + ")";
        if (error != asio::error::operation_aborted) end_output(OutputEnd::Closed, detail);
        return;
    }
    const auto data = line_buffer_.data();
    std::string line(asio::buffers_begin(data), asio::buffers_begin(data) + bytes - 1);
    line_buffer_.consume(bytes);
    std::erase(line, '\r');
    if (events_on_) events_.on_line(line);
    // The line handler may have ended this process; reading on would only drain.
    if (stdout_.is_open()) read_line();
}

void EngineProcess::end_output(OutputEnd end, std::string detail) {
    if (!events_on_) return;
    events_on_ = false;
    events_.on_end(end, std::move(detail));
}

void EngineProcess::drain_stderr() {
    stderr_.async_read_some(
        asio::buffer(stderr_chunk_),
        [self = shared_from_this()](const boost::system::error_code& error, std::size_t bytes) {
            if (error) return;
            self->log_stderr({self->stderr_chunk_.data(), bytes});
            self->drain_stderr();
        });
}

void EngineProcess::log_stderr(std::string_view bytes) {
    if (!log_ || stderr_logged_ > kMaxStderrBytesLogged) return;
    for (char c : bytes) {
        if (c != '\n') {
            if (stderr_line_.size() < kMaxStderrLineLogged)
                stderr_line_.push_back(c);
            else
                stderr_line_cut_ = true;
            continue;
        }
        stderr_logged_ += stderr_line_.size() + 1;
        if (stderr_logged_ > kMaxStderrBytesLogged) {
            log_("engine stderr: (more output dropped)");
            return;
        }
        log_("engine stderr: " + quote_line(stderr_line_) + (stderr_line_cut_ ? "..." : ""));
        stderr_line_.clear();
        stderr_line_cut_ = false;
    }
}

bool EngineProcess::try_reap() noexcept {
    if (wait_status_) return true;
    if (pid_ <= 0) return true;
    int status = 0;
    const pid_t reaped = ::waitpid(pid_, &status, WNOHANG);
    if (reaped == pid_) wait_status_ = status;
    return wait_status_.has_value();
}

std::string EngineProcess::how_it_ended() const {
    if (!wait_status_) return "was not started";
    return describe_status(*wait_status_);
}

bool EngineProcess::end_child() noexcept {
    events_on_ = false;
    boost::system::error_code ignored;
    exit_timer_.cancel(ignored);
    bool killed = false;
    if (!try_reap()) {
        ::kill(pid_, SIGKILL);
        int status = 0;
        while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
        }
        wait_status_ = status;
        killed = true;
    }
    close_pipes();
    return killed;
}

std::string EngineProcess::kill() {
    const bool was_running = pid_ > 0 && !wait_status_;
    const bool killed = end_child();
    if (killed) return "was still running; killed";
    return was_running || wait_status_ ? how_it_ended() : "was not started";
}

std::string EngineProcess::kill_after(std::chrono::milliseconds settle) {
    events_on_ = false;
    const auto deadline = std::chrono::steady_clock::now() + settle;
    while (!try_reap() && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(kExitPollInterval);
    return kill();
}

void EngineProcess::stop(std::chrono::milliseconds grace, std::function<void()> on_done) {
    events_on_ = false;
    boost::system::error_code ignored;
    stdin_.close(ignored);
    poll_exit(std::chrono::steady_clock::now() + grace, std::move(on_done));
}

void EngineProcess::poll_exit(std::chrono::steady_clock::time_point deadline,
                              std::function<void()> on_done) {
    if (try_reap() || std::chrono::steady_clock::now() >= deadline) {
        kill();
        on_done();
        return;
    }
    exit_timer_.expires_after(kExitPollInterval);
    exit_timer_.async_wait([self = shared_from_this(), deadline, on_done = std::move(on_done)](
                               const boost::system::error_code& error) mutable {
        // Cancelled only by kill(): the child is reaped already.
        if (error == asio::error::operation_aborted) return on_done();
        self->poll_exit(deadline, std::move(on_done));
    });
}

void EngineProcess::close_pipes() noexcept {
    boost::system::error_code ignored;
    stdin_.close(ignored);
    stdout_.close(ignored);
    stderr_.close(ignored);
}

}  // namespace reversi::client
