// SPDX-License-Identifier: GPL-3.0-or-later
// The file-descriptor source is a stream buffer that waits with poll() on the descriptor and on
// a pipe that cancel() writes to, so the bounded line reading of read_line() serves both sources.
#include "protocol/line_input.hpp"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <streambuf>

namespace reversi {

LineStatus StreamLineInput::read(std::string& line) {
    if (cancelled_.load()) return LineStatus::End;
    return read_line(in_, line);
}

class FdLineInput::Buffer : public std::streambuf {
public:
    explicit Buffer(int fd) : fd_(fd) {
        if (pipe2(wake_.data(), O_CLOEXEC) != 0) wake_ = {-1, -1};
    }
    ~Buffer() override {
        for (int end : wake_) {
            if (end >= 0) close(end);
        }
    }
    Buffer(const Buffer&) = delete;
    Buffer& operator=(const Buffer&) = delete;

    void cancel() {
        cancelled_.store(true);
        const char byte = 0;
        if (wake_[1] >= 0) {
            const ssize_t written = write(wake_[1], &byte, 1);
            static_cast<void>(written);  // a full pipe already holds a wake-up
        }
    }

protected:
    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        if (cancelled_.load() || !wait_for_data()) return traits_type::eof();
        ssize_t count = 0;
        do {
            count = ::read(fd_, chunk_.data(), chunk_.size());
        } while (count < 0 && errno == EINTR);
        if (count <= 0) return traits_type::eof();
        setg(chunk_.data(), chunk_.data(), chunk_.data() + count);
        return traits_type::to_int_type(*gptr());
    }

private:
    // True when the descriptor has data (or its end) to read; false when cancelled.
    bool wait_for_data() {
        std::array<pollfd, 2> watched{{{fd_, POLLIN, 0}, {wake_[0], POLLIN, 0}}};
        for (;;) {
            const int ready = poll(watched.data(), wake_[0] >= 0 ? 2 : 1, -1);
            if (ready < 0 && errno == EINTR) continue;
            if (ready < 0 || watched[1].revents != 0 || cancelled_.load()) return false;
            if (watched[0].revents != 0) return true;
        }
    }

    int fd_;
    std::array<int, 2> wake_{-1, -1};
    std::atomic<bool> cancelled_{false};
    std::array<char, 4096> chunk_{};
};

FdLineInput::FdLineInput(int fd) : buffer_(std::make_unique<Buffer>(fd)), stream_(buffer_.get()) {}

FdLineInput::~FdLineInput() = default;

LineStatus FdLineInput::read(std::string& line) { return read_line(stream_, line); }

void FdLineInput::cancel() { buffer_->cancel(); }

}  // namespace reversi
