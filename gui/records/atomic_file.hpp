// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-file reads with a size limit that never block, and the atomic writes of engine/files
// under the records' names: a crash or a kill -9 at any moment leaves either the old file or
// the new one, never a mix.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "files/atomic_write.hpp"

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

// The writes are engine/files' (atomic_write.hpp), under the names the records use.
using files::remove_file_durably;
using files::remove_stray_temp_files;
using files::temp_path_for;
using files::write_error_for;
using files::write_file_atomically;
using files::WriteError;
using files::WriteFault;
using files::WriteResult;

}  // namespace reversi::records
