// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-file reads and writes for the engine side's tools (the match tool, the training tool, the
// weight embedder, the golden-games regenerator): one implementation of the write through a
// rename.
#include "files/whole_file.hpp"

#include <fstream>
#include <iterator>
#include <system_error>

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

namespace {

std::filesystem::path temporary_of(const std::filesystem::path& path) {
    std::filesystem::path temporary = path;
    temporary += ".partial";
    return temporary;
}

}  // namespace

std::optional<std::string> write_problem(const std::filesystem::path& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return path.string() + ": it is a folder";
    const std::filesystem::path temporary = temporary_of(path);
    {
        std::ofstream probe(temporary, std::ios::trunc);
        if (!probe) return path.string() + ": cannot create " + temporary.string();
    }
    std::filesystem::remove(temporary, ec);
    return std::nullopt;
}

std::optional<std::string> write_whole_file(const std::filesystem::path& path,
                                            std::string_view contents) {
    const std::filesystem::path temporary = temporary_of(path);
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
        out.flush();
        if (!out) {
            std::error_code ignored;
            std::filesystem::remove(temporary, ignored);
            return path.string() + ": cannot write " + temporary.string();
        }
    }
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        std::error_code ignored;
        std::filesystem::remove(temporary, ignored);
        return path.string() + ": " + ec.message();
    }
    return std::nullopt;
}

}  // namespace reversi::files
