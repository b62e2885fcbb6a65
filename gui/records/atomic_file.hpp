// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-file reads with a size limit, and writes that replace a file atomically: a crash or a
// kill -9 at any moment leaves either the old file or the new one, never a mix.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace reversi::records {

struct FileRead {
    enum class Status : std::uint8_t {
        Ok,
        Missing,       // nothing there: a first launch
        NotAFile,      // a folder, a pipe or a device in the file's place
        TooLarge,      // more than the limit: read no further
        NoPermission,  // the file's permissions forbid reading it: it is not damaged
        Unreadable,    // open or read failed otherwise (I/O error, a symlink loop)
    };
    Status status = Status::Missing;
    std::string contents;  // only with Ok
    int sys_errno = 0;     // the failing call's errno, for NoPermission and Unreadable
};

// Reads at most `max_bytes`; never blocks on a pipe, never reads past the limit.
FileRead read_file_bounded(const std::filesystem::path& file, std::size_t max_bytes);

enum class WriteError : std::uint8_t {
    None,
    NoSpace,           // the disk or a quota is full
    ReadOnly,          // a read-only file system
    PermissionDenied,  // the folder is not writable
    NotAFolder,        // the folder, or a part of its path, is something else
    Io,                // anything else; see sys_errno
    Interrupted,       // only from a WriteFault with die = true: the writer "was killed"
};

struct WriteResult {
    WriteError error = WriteError::None;
    int sys_errno = 0;
    std::string step;  // which call failed ("open", "write", "fsync", "rename", ...)
    bool ok() const { return error == WriteError::None; }
};

WriteError write_error_for(int sys_errno);

// For tests: make one step of a write fail with `sys_errno`, or stop dead there as a killed
// process would (die = true: no clean-up, the temporary file stays behind).
struct WriteFault {
    enum class Step : std::uint8_t { Open, Write, Sync, Rename, SyncFolder };
    Step step = Step::Write;
    std::size_t after_bytes = 0;  // Step::Write: how many bytes get written before it
    int sys_errno = 0;
    bool die = false;
};

// Writes `contents` to a temporary file in the same folder, flushes and fsyncs it, renames it
// over `target`, then fsyncs the folder. On failure the temporary file is removed and
// `target` is untouched. The folder must exist. One writer per file per process at a time.
WriteResult write_file_atomically(const std::filesystem::path& target, std::string_view contents,
                                  const WriteFault* fault = nullptr);

// The temporary file a process writes before renaming: "<name>.tmp.<pid>".
std::filesystem::path temp_path_for(const std::filesystem::path& target, long pid);

// Removes temporary files of `target` left by writers that are no longer running (or by this
// process). A temp file of a live writer is left alone.
void remove_stray_temp_files(const std::filesystem::path& target);

// Removes `target` (missing is fine) and fsyncs its folder.
WriteResult remove_file_durably(const std::filesystem::path& target);

}  // namespace reversi::records
