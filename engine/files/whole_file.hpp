// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a file whole with a size limit, and writing one so that it is never left half written.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace reversi::files {

struct FileContents {
    std::optional<std::string> contents;  // none: see error
    std::string error;
};

// The whole file, or why not (missing, unreadable, not a regular file, over `max_bytes`).
FileContents read_whole_file(const std::filesystem::path& path, std::size_t max_bytes);

// Why write_whole_file could not write `path` (a folder; its temporary file cannot be
// created), found by creating and removing that temporary file; none when it can. A tool asks
// before long work, so a bad output path is told at once rather than after it.
std::optional<std::string> write_problem(const std::filesystem::path& path);

// Writes `contents` beside `path` and renames it over `path` (write_file_atomically): a crash
// leaves the old file or the new one. None when written; otherwise why not (the temporary file
// is removed).
std::optional<std::string> write_whole_file(const std::filesystem::path& path,
                                            std::string_view contents);

}  // namespace reversi::files
