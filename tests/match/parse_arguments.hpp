// SPDX-License-Identifier: GPL-3.0-or-later
// The match tool's options read from the arguments a test lists, as the command line gives
// them: the program's name first, `reversi-engine` for a side that names no engine.
#pragma once

#include <vector>

#include "match/match_options.hpp"

namespace reversi::match::testing {

inline ParsedOptions parse(std::vector<const char*> args) {
    args.insert(args.begin(), "reversi-match");
    return parse_match_options(static_cast<int>(args.size()), args.data(),
                               client::EngineCommand{"reversi-engine", {}});
}

}  // namespace reversi::match::testing
