// SPDX-License-Identifier: GPL-3.0-or-later
// One match of two sides as the command plays it, from the output files checked (or --resume
// read) to the table printed and the games file written again in game order.
#pragma once

#include <atomic>
#include <iosfwd>
#include <optional>

#include "match/exit_status.hpp"
#include "match/match_header.hpp"
#include "match/match_options.hpp"
#include "match/match_runner.hpp"

namespace reversi::match {

struct PlayedMatch {
    ExitStatus status = ExitStatus::Done;
    MatchRun run;
    std::optional<MatchHeader> header;  // set once both engines said who they are
};

struct MatchOutput {
    std::ostream& out;        // the table and the run's figures
    std::ostream& err;        // progress, engine logs and why the match stopped
    bool print_table = true;  // false: the caller reports the games (a tournament)
    bool resumable = true;    // false: --resume cannot continue it (a tournament's pair)
};

// `stop` (set by a signal handler) stops the match cleanly: no game starts, the games in flight
// are dropped, and the games file keeps the finished ones for --resume.
PlayedMatch play_match(const MatchOptions& options, const OpeningSet& openings,
                       const std::atomic<bool>* stop, const MatchOutput& output);

}  // namespace reversi::match
