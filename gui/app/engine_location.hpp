// SPDX-License-Identifier: GPL-3.0-or-later
// Where the `reversi-engine` program is: an explicit choice, or beside the game.
#pragma once

#include <optional>
#include <string>

namespace reversi::app {

// In order: `explicit_path` (--engine), $REVERSI_ENGINE, the game's own folder (a bin/ install,
// or the build tree, where the build links the engine beside the game), ../libexec/reversi.
// Nothing when none exists (see platform/engine_locator.hpp).
std::optional<std::string> find_engine(const std::string& explicit_path,
                                       const std::string& executable_path);

}  // namespace reversi::app
