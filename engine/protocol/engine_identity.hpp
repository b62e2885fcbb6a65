// SPDX-License-Identifier: GPL-3.0-or-later
// Who the engine is: its name, version and author, the one source for every protocol's
// greeting (`id`, GTP's name and version, NBoard's myname) and for --version.
#pragma once

#include <string_view>

namespace reversi {

constexpr std::string_view kEngineName = "reversi-engine";
constexpr std::string_view kEngineAuthor = "the reversi developers";

// The project's version (CMakeLists.txt), for example "1.2.0".
std::string_view engine_version();

}  // namespace reversi
