// SPDX-License-Identifier: GPL-3.0-or-later
// A session of any protocol running on a thread of its own, fed through a pipe as the real
// engine's standard input is, with its replies collected as they come: for tests of what
// happens while a search runs. Waits have generous limits and only guard against hangs; tests
// assert what arrives and in what order, never how fast.
#pragma once

#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <streambuf>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "protocol/line_input.hpp"

namespace reversi::testing_support {

// An output stream buffer that many threads may write and one may watch, line by line.
class WatchedOutput : public std::streambuf {
public:
    std::vector<std::string> lines() const;
    // Waits until a line starting with `prefix` has arrived (after `skip` such lines); false when
    // `limit` passes first.
    bool wait_for(std::string_view prefix, std::size_t skip = 0,
                  std::chrono::milliseconds limit = std::chrono::seconds(60)) const;

protected:
    int_type overflow(int_type c) override;

private:
    std::size_t count_starting(std::string_view prefix) const;

    mutable std::mutex mutex_;
    mutable std::condition_variable arrived_;
    std::string partial_;
    std::vector<std::string> lines_;
};

template <class Session>
class LiveSession {
public:
    template <class... Options>
    explicit LiveSession(Options&&... options)
        : out_(&output_), session_(out_, log_, std::forward<Options>(options)...) {
        int ends[2] = {-1, -1};
        if (::pipe(ends) != 0) throw std::runtime_error("pipe failed");
        read_end_ = ends[0];
        write_end_ = ends[1];
        input_ = std::make_unique<FdLineInput>(read_end_);
        runner_ = std::thread([this] { session_.run(*input_); });
    }
    ~LiveSession() {
        close_input();
        if (runner_.joinable()) runner_.join();
        ::close(read_end_);
    }
    LiveSession(const LiveSession&) = delete;
    LiveSession& operator=(const LiveSession&) = delete;

    void send(std::string_view line) {
        const std::string text = std::string(line) + "\n";
        std::size_t written = 0;
        while (written < text.size()) {
            const ssize_t n = ::write(write_end_, text.data() + written, text.size() - written);
            if (n <= 0) throw std::runtime_error("write failed");
            written += static_cast<std::size_t>(n);
        }
    }
    void close_input() {
        if (write_end_ >= 0) ::close(write_end_);
        write_end_ = -1;
    }
    // Waits for run() to return (after `quit`, or the end of input).
    void join() {
        if (runner_.joinable()) runner_.join();
    }
    bool wait_for(std::string_view prefix, std::size_t skip = 0) const {
        return output_.wait_for(prefix, skip);
    }
    std::vector<std::string> lines() const { return output_.lines(); }

private:
    WatchedOutput output_;
    std::ostream out_;
    std::ostringstream log_;
    Session session_;
    int read_end_ = -1;
    int write_end_ = -1;
    std::unique_ptr<FdLineInput> input_;
    std::thread runner_;
};

// The position of the first line that starts with `prefix` (lines.size() when there is none).
std::size_t index_of(const std::vector<std::string>& lines, std::string_view prefix);

}  // namespace reversi::testing_support
