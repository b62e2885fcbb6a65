// SPDX-License-Identifier: GPL-3.0-or-later
// The protocol lines that ask an engine for a move from scratch, so any engine, freshly
// started or not, answers the same request the same way.
#pragma once

#include <string>
#include <vector>

#include "client/engine_requests.hpp"

namespace reversi::client {

// `position ...`, `level ...` and `seed ...` when the request sets them, `go ...`, without line
// ends.
std::vector<std::string> request_commands(const MoveRequest& request);

}  // namespace reversi::client
