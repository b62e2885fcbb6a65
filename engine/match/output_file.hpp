// Files reversi-match writes (games files, openings files): found writable before the work
// starts, and then written whole or not at all.
#pragma once

#include <optional>
#include <string>

namespace reversi::match {

// Why `path` cannot be written, found out by creating and removing the temporary file that
// write_whole_file writes first; nullopt when it can.
std::optional<std::string> output_file_problem(const std::string& path);

// Writes `text` beside `path` and renames it over `path`; false (and no file) on failure.
bool write_whole_file(const std::string& path, const std::string& text);

}  // namespace reversi::match
