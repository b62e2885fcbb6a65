// SPDX-License-Identifier: GPL-3.0-or-later
// The XDG data folder.
#include "platform/data_dir.hpp"

#include <pwd.h>
#include <unistd.h>

#include <cstdlib>
#include <vector>

namespace reversi::platform {

namespace fs = std::filesystem;

namespace {

std::optional<fs::path> home_from_password_database() {
    long size = ::sysconf(_SC_GETPW_R_SIZE_MAX);
    std::vector<char> buffer(size > 0 ? static_cast<std::size_t>(size) : 16384);
    passwd entry{};
    passwd* found = nullptr;
    if (::getpwuid_r(::getuid(), &entry, buffer.data(), buffer.size(), &found) != 0 ||
        found == nullptr || found->pw_dir == nullptr || found->pw_dir[0] != '/') {
        return std::nullopt;
    }
    return fs::path(found->pw_dir);
}

bool absolute(const std::optional<std::string>& value) {
    return value && !value->empty() && value->front() == '/';
}

}  // namespace

std::optional<std::string> process_environment(const std::string& name) {
    const char* value = std::getenv(name.c_str());
    if (value == nullptr) return std::nullopt;
    return std::string(value);
}

std::optional<fs::path> xdg_data_home(const EnvironmentLookup& env) {
    if (const auto xdg = env("XDG_DATA_HOME"); absolute(xdg)) return fs::path(*xdg);
    if (const auto home = env("HOME"); absolute(home)) return fs::path(*home) / ".local" / "share";
    if (const auto home = home_from_password_database()) return *home / ".local" / "share";
    return std::nullopt;
}

std::optional<fs::path> reversi_data_dir(const EnvironmentLookup& env) {
    const auto base = xdg_data_home(env);
    if (!base) return std::nullopt;
    return *base / "reversi";
}

}  // namespace reversi::platform
