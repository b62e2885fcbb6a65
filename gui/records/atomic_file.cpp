// SPDX-License-Identifier: GPL-3.0-or-later
// Bounded reads of small files with POSIX calls (std::filesystem has no O_NONBLOCK, and a pipe
// in a file's place must never block the game).
#include "records/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include "files/file_descriptor.hpp"

namespace reversi::records {

namespace fs = std::filesystem;

using files::FileDescriptor;

FileRead read_file_bounded(const fs::path& file, std::size_t max_bytes) {
    FileDescriptor fd(::open(file.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
    if (!fd.valid()) {
        const int error = errno;
        if (error == ENOENT) return {FileRead::Status::Missing, {}, error};
        const bool forbidden = error == EACCES || error == EPERM;
        return {
            forbidden ? FileRead::Status::NoPermission : FileRead::Status::Unreadable, {}, error};
    }
    struct stat info {};
    if (::fstat(fd.get(), &info) != 0) return {FileRead::Status::Unreadable, {}, errno};
    if (!S_ISREG(info.st_mode)) return {FileRead::Status::NotAFile, {}, 0};
    if (info.st_size < 0 || static_cast<std::uintmax_t>(info.st_size) > max_bytes) {
        return {FileRead::Status::TooLarge, {}, 0};
    }
    // Read one byte past the limit to notice a file that grew since fstat.
    std::string contents(max_bytes + 1, '\0');
    std::size_t filled = 0;
    while (filled < contents.size()) {
        const ssize_t got = ::read(fd.get(), contents.data() + filled, contents.size() - filled);
        if (got < 0) {
            if (errno == EINTR) continue;
            return {FileRead::Status::Unreadable, {}, errno};
        }
        if (got == 0) break;
        filled += static_cast<std::size_t>(got);
    }
    if (filled > max_bytes) return {FileRead::Status::TooLarge, {}, 0};
    contents.resize(filled);
    return {FileRead::Status::Ok, std::move(contents), 0};
}

}  // namespace reversi::records
