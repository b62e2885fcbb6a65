// SPDX-License-Identifier: GPL-3.0-or-later
// `reversi-match merge FILE...`: the games files of one match spread over several runs
// (--shard) joined into the table a single run would have printed.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "match/exit_status.hpp"

namespace reversi::match {

ExitStatus merge_games_files(const std::vector<std::string>& paths, std::ostream& out,
                             std::ostream& err);

}  // namespace reversi::match
