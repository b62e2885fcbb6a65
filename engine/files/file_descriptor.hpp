// SPDX-License-Identifier: GPL-3.0-or-later
// A POSIX file descriptor closed once, on every path out, for the files that need calls
// std::filesystem lacks (fsync, O_NONBLOCK).
#pragma once

#include <unistd.h>

#include <cerrno>

namespace reversi::files {

class FileDescriptor {
public:
    explicit FileDescriptor(int fd) : fd_(fd) {}
    ~FileDescriptor() { close_now(); }
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    int get() const { return fd_; }
    bool valid() const { return fd_ >= 0; }
    // Returns close's errno, or 0.
    int close_now() {
        if (fd_ < 0) return 0;
        const int result = ::close(fd_);
        fd_ = -1;
        return result == 0 ? 0 : errno;
    }

private:
    int fd_;
};

}  // namespace reversi::files
