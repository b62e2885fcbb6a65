// Where the `reversi-engine` program is: an explicit choice, or beside the game.
// (Until the records work's gui/platform helpers land; then this defers to them.)
#pragma once

#include <optional>
#include <string>

namespace reversi::app {

// In order: `explicit_path` (--engine), $REVERSI_ENGINE, the game's own folder,
// ../libexec/reversi beside it, and the build tree's engine/app. Nothing when none exists.
std::optional<std::string> find_engine(const std::string& explicit_path,
                                       const std::string& executable_path);

}  // namespace reversi::app
