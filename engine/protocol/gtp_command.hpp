// SPDX-License-Identifier: GPL-3.0-or-later
// Reading one GTP command line as the Go Text Protocol version 2 describes: preprocessing,
// the optional numeric id, the command name and its arguments.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reversi {

struct GtpCommand {
    std::string id;    // the decimal digits of the id, or empty when the line had none
    std::string name;  // empty when the line held only an id
    std::vector<std::string> args;
};

// GTP preprocessing of one line: control characters other than tab dropped (this includes
// '\r' and NUL), each tab turned into a space, and everything from the first '#' removed.
std::string gtp_preprocess(std::string_view raw);

// The command on a raw line, or nullopt when the line is empty after preprocessing (GTP ignores
// such lines). A first token made only of digits is the id.
std::optional<GtpCommand> parse_gtp_command(std::string_view raw);

}  // namespace reversi
