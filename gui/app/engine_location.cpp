// SPDX-License-Identifier: GPL-3.0-or-later
// Where the engine program is; see engine_location.hpp. Defers to gui/platform's locator.
#include "app/engine_location.hpp"

#include "platform/engine_locator.hpp"

namespace reversi::app {

std::optional<std::string> find_engine(const std::string& explicit_path,
                                       const std::string& executable_path) {
    platform::EngineSearch search;
    if (!explicit_path.empty()) search.option_path = explicit_path;
    search.own_executable = executable_path;
    const platform::EngineLookup found = platform::find_engine(search);
    if (!found.location) return std::nullopt;
    return found.location->argv.front();
}

}  // namespace reversi::app
