// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-match's exit statuses, in one table that main returns from and --help prints.
#pragma once

#include <array>
#include <string_view>

namespace reversi::match {

enum class ExitStatus : int {
    Done = 0,
    Usage = 2,
    Desynchronised = 3,
    CannotWrite = 4,
    HandshakeFailed = 5,
    BadGamesFile = 6,
    GamesMissing = 7,
    EngineFailed = 8,
    Interrupted = 9,
};

struct ExitStatusMeaning {
    ExitStatus status;
    std::string_view meaning;
};

inline constexpr std::array<ExitStatusMeaning, 9> kExitStatuses{{
    {ExitStatus::Done,
     "the match was played (with --recover, forfeits included), the games merged, or the "
     "openings made"},
    {ExitStatus::Usage,
     "a usage error: an unknown, repeated or malformed option, or an unusable openings file"},
    {ExitStatus::Desynchronised, "a game desynchronised (a bug in this tool)"},
    {ExitStatus::CannotWrite,
     "an output file cannot be written (checked before the first game, and at the end), "
     "exists without --resume or --overwrite, or another run is writing it"},
    {ExitStatus::HandshakeFailed,
     "an engine did not complete its handshake, or cannot take what it must be sent: no game "
     "was played (make-openings: the engine failed)"},
    {ExitStatus::BadGamesFile,
     "merge, convert: a games file cannot be read, or the files are not of one match; "
     "--resume: the file is damaged, of another match, or records other options than those "
     "given beside it (it is left as it is)"},
    {ExitStatus::GamesMissing, "merge: games are missing (the table covers the games present)"},
    {ExitStatus::EngineFailed,
     "an engine could not give a move within --attempts (without --recover; with it, could "
     "not start in 3 games in a row): the match "
     "stopped; the table and the games file hold the games before (--resume continues)"},
    {ExitStatus::Interrupted,
     "stopped by SIGINT, SIGTERM or SIGHUP: the table and the games file hold the games finished "
     "(--resume continues)"},
}};

constexpr int exit_code(ExitStatus status) { return static_cast<int>(status); }

}  // namespace reversi::match
