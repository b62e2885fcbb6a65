// SPDX-License-Identifier: GPL-3.0-or-later
// Where the game keeps the player's files: $XDG_DATA_HOME/reversi, by default
// ~/.local/share/reversi. (wxStandardPaths::GetUserDataDir is ~/.reversi on Linux, so the
// XDG rule is applied here.)
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

namespace reversi::platform {

// Looks up an environment variable; nullopt when unset. Tests pass their own.
using EnvironmentLookup = std::function<std::optional<std::string>(const std::string& name)>;

// The process environment.
std::optional<std::string> process_environment(const std::string& name);

// $XDG_DATA_HOME when it is set to an absolute path (the XDG spec says to ignore a relative
// one), else $HOME/.local/share, else the home folder from the password database; nullopt
// when there is no home at all.
std::optional<std::filesystem::path> xdg_data_home(
    const EnvironmentLookup& env = process_environment);

// xdg_data_home()/reversi.
std::optional<std::filesystem::path> reversi_data_dir(
    const EnvironmentLookup& env = process_environment);

}  // namespace reversi::platform
