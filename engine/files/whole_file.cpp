// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-file reads and writes for the engine side's tools (the match tool, the training tool, the
// weight embedder, the golden-games regenerator); the writes go through atomic_write.hpp, the
// project's one write through a rename.
#include "files/whole_file.hpp"

#include <unistd.h>

#include <fstream>
#include <iterator>
#include <system_error>

#include "files/atomic_write.hpp"

namespace reversi::files {

FileContents read_whole_file(const std::filesystem::path& path, std::size_t max_bytes) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return {std::nullopt, path.string() + ": not a readable file"};
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec) return {std::nullopt, path.string() + ": " + ec.message()};
    if (size > max_bytes)
        return {std::nullopt,
                path.string() + ": larger than " + std::to_string(max_bytes) + " bytes"};
    std::ifstream in(path, std::ios::binary);
    std::string contents((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in.good() && !in.eof()) return {std::nullopt, path.string() + ": read failed"};
    if (contents.size() > max_bytes)
        return {std::nullopt,
                path.string() + ": grew past " + std::to_string(max_bytes) + " bytes while read"};
    return {std::move(contents), {}};
}

std::optional<std::string> write_problem(const std::filesystem::path& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return path.string() + ": it is a folder";
    const std::filesystem::path temporary = temp_path_for(path, static_cast<long>(::getpid()));
    {
        std::ofstream probe(temporary, std::ios::trunc);
        if (!probe) return path.string() + ": cannot create " + temporary.string();
    }
    std::filesystem::remove(temporary, ec);
    return std::nullopt;
}

std::optional<std::string> write_whole_file(const std::filesystem::path& path,
                                            std::string_view contents) {
    const WriteResult written = write_file_atomically(path, contents);
    if (written.ok()) return std::nullopt;
    return path.string() + ": " + written.step + ": " +
           std::generic_category().message(written.sys_errno);
}

}  // namespace reversi::files
