// SPDX-License-Identifier: GPL-3.0-or-later
// A match's games as GGF records (ggf/ggf_writer.hpp), one a line, for NBoard and other Othello
// tools: both players, the result, the time control, and each move's time and, where the engine
// reported them, its score (as the move's evaluation) and depth (in the record's comment).
#pragma once

#include <string>
#include <vector>

#include "match/game.hpp"
#include "match/match_header.hpp"

namespace reversi::match {

// One game's record, on one line without its line end.
std::string ggf_record(const MatchHeader& header, const GameRecord& game);

// Every game's record, one a line.
std::string ggf_records(const MatchHeader& header, const std::vector<GameRecord>& games);

}  // namespace reversi::match
