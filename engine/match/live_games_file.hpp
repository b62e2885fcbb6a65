// SPDX-License-Identifier: GPL-3.0-or-later
// The games file while a match plays: the header first, then each game's line appended and
// flushed as the game ends, so a match stopped by anything keeps every game it finished.
#pragma once

#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "match/games_file.hpp"

namespace reversi::match {

class LiveGamesFile {
public:
    // Writes the header and the games already played (--resume), whole, over `path`, then
    // opens it to append; why not when it cannot.
    std::optional<std::string> open(const std::string& path, const MatchHeader& header,
                                    const std::vector<GameRecord>& played_before);
    // Appends the game's line and flushes it; false (once said, then quiet) when it fails.
    bool append(const GameRecord& game);
    bool is_open() const { return out_.is_open(); }
    // Closes the file and reads its games back, in game order, with every move's notes (the run
    // keeps only what the table needs), or why not.
    ValueOrError<std::vector<GameRecord>> read_back(const std::string& path);

private:
    std::ofstream out_;
};

// The games file given to --resume, checked against the games this run plans (game numbers
// from 1): whole lines, a readable match, no game twice, none outside the plan. Its header is
// compared with the match's by the caller, once the engines have said who they are. Refused
// with the reason (the file is not touched).
ValueOrError<GamesFile> read_resume_file(const std::string& path,
                                         const std::vector<int>& planned_indices);

}  // namespace reversi::match
