// SPDX-License-Identifier: GPL-3.0-or-later
// Finding reversi-engine.
#include "platform/engine_locator.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <system_error>

namespace reversi::platform {

namespace fs = std::filesystem;

namespace {

bool is_executable_file(const fs::path& path) {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) &&
           ::access(path.c_str(), X_OK) == 0;
}

// A relative explicit path is taken from the current folder, as a shell would.
fs::path absolute_path(const fs::path& path) {
    std::error_code error;
    fs::path result = fs::absolute(path, error);
    return error ? path : result;
}

EngineLookup explicit_path(const std::string& path, const std::string& source) {
    const fs::path candidate = absolute_path(path);
    if (path.empty() || !is_executable_file(candidate)) {
        return {std::nullopt,
                {{candidate.string()},
                 source + " names " + (path.empty() ? "no file" : path) +
                     ", which is not an executable file"}};
    }
    return {EngineLocation{{candidate.string()}, source}, {}};
}

}  // namespace

EngineLookup find_engine(const EngineSearch& search) {
    if (search.option_path) return explicit_path(*search.option_path, "--engine");
    if (auto from_env = search.env(kEngineEnvironmentVariable)) {
        return explicit_path(*from_env, kEngineEnvironmentVariable);
    }
    EngineNotFound not_found;
    if (search.own_executable.empty()) {
        not_found.reason = "the game's own location is unknown, and REVERSI_ENGINE is not set";
        return {std::nullopt, not_found};
    }
    const fs::path own_folder = search.own_executable.parent_path();
    const std::pair<fs::path, const char*> candidates[] = {
        {own_folder / kEngineProgramName, "beside the game"},
        {own_folder.parent_path() / "libexec" / "reversi" / kEngineProgramName, "libexec"},
    };
    for (const auto& [path, found_by] : candidates) {
        if (is_executable_file(path)) return {EngineLocation{{path.string()}, found_by}, {}};
        not_found.tried.push_back(path.string());
    }
    not_found.reason = std::string(kEngineProgramName) +
                       " was not found beside the game or in libexec/reversi; set " +
                       kEngineEnvironmentVariable + " or pass --engine PATH";
    return {std::nullopt, not_found};
}

fs::path executable_path() {
    std::error_code error;
    fs::path path = fs::read_symlink("/proc/self/exe", error);
    return error ? fs::path{} : path;
}

}  // namespace reversi::platform
