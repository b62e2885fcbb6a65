// SPDX-License-Identifier: GPL-3.0-or-later
// Writes that replace a file atomically and durably: a crash or a kill -9 at any moment leaves
// either the old file or the new one, never a mix. The one temp-file-and-rename of the project.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace reversi::files {

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

// A failure of one step of a write, or a writer stopped dead there as a killed process would
// be (die = true: no clean-up, the temporary file stays behind). Tests pass one to see what a
// full disk or a kill does; product code passes none.
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

}  // namespace reversi::files
