// SPDX-License-Identifier: GPL-3.0-or-later
// flock(2) on a lock file beside the locked one: the lock goes with the holder's process.
#include "files/file_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace reversi::files {

FileLock::Taken FileLock::take(const std::filesystem::path& path) {
    std::filesystem::path lock_path = path;
    lock_path += ".lock";
    const int descriptor = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (descriptor < 0)
        return {std::nullopt, lock_path.string() + ": cannot create: " + std::strerror(errno)};
    if (::flock(descriptor, LOCK_EX | LOCK_NB) != 0) {
        const int error = errno;
        ::close(descriptor);
        if (error == EWOULDBLOCK)
            return {std::nullopt, path.string() + ": another run is writing it (it holds " +
                                      lock_path.string() + ")"};
        return {std::nullopt, lock_path.string() + ": cannot lock: " + std::strerror(error)};
    }
    return {FileLock(std::move(lock_path), descriptor), {}};
}

FileLock::FileLock(FileLock&& other) noexcept
    : lock_path_(std::move(other.lock_path_)), descriptor_(other.descriptor_) {
    other.descriptor_ = -1;
}

FileLock::~FileLock() {
    if (descriptor_ < 0) return;
    // Removed while still held, so a run that opens it now locks a file no one else will.
    std::error_code ignored;
    std::filesystem::remove(lock_path_, ignored);
    ::close(descriptor_);
}

}  // namespace reversi::files
