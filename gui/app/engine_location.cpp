// Where the engine program is; see engine_location.hpp.
#include "app/engine_location.hpp"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <vector>

namespace reversi::app {

namespace {
bool is_executable(const std::filesystem::path& path) {
    std::error_code error;
    return std::filesystem::is_regular_file(path, error) && ::access(path.c_str(), X_OK) == 0;
}
}  // namespace

std::optional<std::string> find_engine(const std::string& explicit_path,
                                       const std::string& executable_path) {
    if (!explicit_path.empty()) {
        if (is_executable(explicit_path)) return explicit_path;
        return std::nullopt;  // an explicit choice that is wrong is reported, not replaced
    }
    if (const char* from_env = std::getenv("REVERSI_ENGINE"); from_env && *from_env)
        return is_executable(from_env) ? std::optional<std::string>(from_env) : std::nullopt;
    const std::filesystem::path here = std::filesystem::path(executable_path).parent_path();
    const std::vector<std::filesystem::path> candidates{
        here / "reversi-engine", here / ".." / "libexec" / "reversi" / "reversi-engine",
        here / ".." / ".." / "engine" / "app" /
            "reversi-engine",  // build/gui/app -> build/engine/app
    };
    for (const std::filesystem::path& candidate : candidates) {
        if (is_executable(candidate)) return candidate.lexically_normal().string();
    }
    return std::nullopt;
}

}  // namespace reversi::app
