// SPDX-License-Identifier: GPL-3.0-or-later
// `reversi-match convert`: a games file to GGF records, one a line.
#pragma once

#include <iosfwd>

#include "match/exit_status.hpp"

namespace reversi::match {

// argv[0] is "convert"; then GAMES_FILE and optionally --output PATH (default: standard output).
ExitStatus convert_command(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace reversi::match
