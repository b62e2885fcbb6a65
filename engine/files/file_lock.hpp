// SPDX-License-Identifier: GPL-3.0-or-later
// One run at a time per output file: a lock that two processes cannot both hold, released by
// the system when its holder exits, however it exits.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace reversi::files {

class FileLock {
public:
    struct Taken;
    // Locks `path` for this process through its lock file, PATH.lock (created if needed,
    // removed when the lock is let go): fails at once, never waits, when another process holds
    // it.
    static Taken take(const std::filesystem::path& path);

    FileLock(FileLock&& other) noexcept;
    FileLock& operator=(FileLock&&) = delete;
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;
    ~FileLock();

private:
    FileLock(std::filesystem::path lock_path, int descriptor)
        : lock_path_(std::move(lock_path)), descriptor_(descriptor) {}

    std::filesystem::path lock_path_;
    int descriptor_ = -1;
};

struct FileLock::Taken {
    std::optional<FileLock> lock;  // none: see error
    std::string error;
};

}  // namespace reversi::files
