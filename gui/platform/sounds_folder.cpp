// SPDX-License-Identifier: GPL-3.0-or-later
// The sounds' folder; see sounds_folder.hpp.
#include "platform/sounds_folder.hpp"

#include <system_error>

namespace reversi::platform {

SoundsLookup find_sounds_folder(const std::filesystem::path& own_executable,
                                const std::filesystem::path& build_tree_folder) {
    SoundsLookup lookup;
    if (!own_executable.empty()) {
        // <prefix>/bin/reversi (or games/reversi): <prefix>/share/reversi/sounds.
        lookup.tried.push_back(own_executable.parent_path().parent_path() / "share" / "reversi" /
                               "sounds");
    }
    if (!build_tree_folder.empty()) lookup.tried.push_back(build_tree_folder);
    for (const std::filesystem::path& folder : lookup.tried) {
        std::error_code error;
        if (std::filesystem::is_directory(folder, error)) {
            lookup.folder = folder;
            break;
        }
    }
    return lookup;
}

}  // namespace reversi::platform
