// SPDX-License-Identifier: GPL-3.0-or-later
// Finding the folder of the game's sounds: <prefix>/share/reversi/sounds beside an install (the
// game in <prefix>/bin or <prefix>/games, as the catalogs are found in <prefix>/share/locale),
// then the copy the build tree holds, so a game run from there sounds the same.
#pragma once

#include <filesystem>
#include <optional>
#include <vector>

namespace reversi::platform {

struct SoundsLookup {
    std::optional<std::filesystem::path> folder;
    std::vector<std::filesystem::path> tried;  // every folder looked at, for the log line
};

// `build_tree_folder` may be empty (an installed game has none).
SoundsLookup find_sounds_folder(const std::filesystem::path& own_executable,
                                const std::filesystem::path& build_tree_folder);

}  // namespace reversi::platform
