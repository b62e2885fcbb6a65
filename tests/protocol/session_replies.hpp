// SPDX-License-Identifier: GPL-3.0-or-later
// Runs protocol input through a fresh in-process session, for tests of the line protocol.
#pragma once

#include <sstream>
#include <string>
#include <string_view>

#include "protocol/session.hpp"

namespace reversi::testing_support {

// The replies a fresh session gives to `input` (diagnostics on the log are dropped). The input
// ends with an empty line, which waits for a running search like any command, so the end of
// input (which stops a search) never cuts the last one short.
inline std::string session_replies(std::string_view input) {
    std::istringstream in{std::string(input) + "\n"};
    std::ostringstream out;
    std::ostringstream log;
    ProtocolSession session(out, log);
    session.run(in);
    return out.str();
}

}  // namespace reversi::testing_support
