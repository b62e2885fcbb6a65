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

// Writes `contents` beside `path` and renames it over `path`: a crash leaves the old file or
// the new one. None when written; otherwise why not (the temporary file is removed).
std::optional<std::string> write_whole_file(const std::filesystem::path& path,
                                            std::string_view contents);

}  // namespace reversi::files
