// SPDX-License-Identifier: GPL-3.0-or-later
// Where a session's lines come from: a stream, or a file descriptor such as standard input. The
// session reads on a thread of its own, so a source must also be able to give up a read when the
// session ends first (after `quit`, with input still open).
#pragma once

#include <atomic>
#include <istream>
#include <memory>
#include <string>

#include "protocol/line_reader.hpp"

namespace reversi {

class LineInput {
public:
    virtual ~LineInput() = default;
    // The next line, as read_line() gives it; End once the source is closed or cancelled.
    virtual LineStatus read(std::string& line) = 0;
    // Called from another thread: the pending read, and every later one, returns End soon.
    virtual void cancel() = 0;
};

// Lines from a stream that never blocks for long (a string or a file): a cancelled read still
// finishes the line it is reading.
class StreamLineInput : public LineInput {
public:
    explicit StreamLineInput(std::istream& in) : in_(in) {}
    LineStatus read(std::string& line) override;
    void cancel() override { cancelled_.store(true); }

private:
    std::istream& in_;
    std::atomic<bool> cancelled_{false};
};

// Lines from a file descriptor (standard input, a pipe), which may block forever: a read waits
// for data or for cancel(), whichever comes first. The descriptor is not closed.
class FdLineInput : public LineInput {
public:
    explicit FdLineInput(int fd);
    ~FdLineInput() override;
    FdLineInput(const FdLineInput&) = delete;
    FdLineInput& operator=(const FdLineInput&) = delete;

    LineStatus read(std::string& line) override;
    void cancel() override;

private:
    class Buffer;
    std::unique_ptr<Buffer> buffer_;
    std::istream stream_;
};

}  // namespace reversi
