// SPDX-License-Identifier: GPL-3.0-or-later
// A tournament's own file: the PATH of `--games-file PATH` with three engines or more. Its games
// are in the pairs' files (PATH-FIRST-SECOND); this one records the tournament's options, so
// `--resume PATH` alone continues the tournament, as a games file's `args` line does a match.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace reversi::match {

// The first line: this, then the version.
inline constexpr std::string_view kTournamentFileVersionLine = "reversi-match tournament version ";
constexpr int kTournamentFileVersion = 1;
// A tournament file is a few lines; anything past this is not one.
constexpr std::size_t kMaxTournamentFileBytes = std::size_t{1} << 20;

// The file's text for a tournament run with `arguments` (MatchOptions::arguments).
std::string tournament_file_text(const std::vector<std::string>& arguments);

// The options a tournament file records; nullopt when `text` is no tournament file of a known
// version or its `args` line does not read.
std::optional<std::vector<std::string>> tournament_arguments(std::string_view text);

}  // namespace reversi::match
