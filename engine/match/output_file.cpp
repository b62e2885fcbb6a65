// A temporary file in the target's folder, renamed over the target: never a half-written file.
#include "match/output_file.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace reversi::match {

namespace {

std::string temporary_of(const std::string& path) { return path + ".partial"; }

}  // namespace

std::optional<std::string> output_file_problem(const std::string& path) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) return "it is a folder";
    const std::string temporary = temporary_of(path);
    {
        std::ofstream probe(temporary, std::ios::trunc);
        if (!probe) return "cannot create " + temporary;
    }
    std::remove(temporary.c_str());
    return std::nullopt;
}

bool write_whole_file(const std::string& path, const std::string& text) {
    const std::string temporary = temporary_of(path);
    {
        std::ofstream out(temporary, std::ios::trunc | std::ios::binary);
        out << text;
        out.flush();
        if (!out) {
            std::remove(temporary.c_str());
            return false;
        }
    }
    if (std::rename(temporary.c_str(), path.c_str()) == 0) return true;
    std::remove(temporary.c_str());
    return false;
}

}  // namespace reversi::match
