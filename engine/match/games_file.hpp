// SPDX-License-Identifier: GPL-3.0-or-later
// The games file (--games-file), version 6: what the match was (the header) and one line per
// game, plain text that people, scripts and `reversi-match merge` read. The format is described
// in engine/match/README.md, section "Games file"; versions 2 and 3 are still read.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/game.hpp"
#include "match/match_header.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::match {

// 5: the sides' names (`name-a`, `name-b`) and time odds (`tc A-CLOCK B-CLOCK`); 6: the run's
// options (`args`), which `--resume FILE` alone continues with.
constexpr int kGamesFileVersion = 6;
// The first line: this, then the version.
inline constexpr std::string_view kGamesFileVersionLine = "reversi-match games version ";
constexpr int kOldestGamesFileVersion = 2;  // 3: no `notes`; 2: nor `tc` and `time-loss`
// The largest games file read: a million games' lines is about 200 MB, far past any match,
// short of exhausting memory.
constexpr std::size_t kMaxGamesFileBytes = std::size_t{256} << 20;

void write_games(std::ostream& out, const MatchHeader& header,
                 const std::vector<GameRecord>& games);

struct GamesFile {
    MatchHeader header;
    std::vector<GameRecord> games;  // as written: in game order
};

// Whether a file must have its `end` line: a finished run's file must; the file of a run that
// was stopped before it could end (--resume reads it) may lack it, but no line may be cut.
enum class FileEnd { Required, Optional };

// The words of the `args` line of a games file's header: nullopt when the text is no games
// file, or one without that line (before version 6).
std::optional<std::vector<std::string>> recorded_arguments(std::string_view text);

// Strict: the version line first (2 to 6), every header line once (`tc` from version 3), games
// that replay by the rules to the counts and winner written, no game twice, and the `end` line
// that proves the file is whole. Refused otherwise, with the line number and the reason.
ValueOrError<GamesFile> parse_games_file(std::string_view text, FileEnd end = FileEnd::Required);

// The version written: 6, since every file records its run's options.
int written_version(const MatchHeader& header);

// The header alone (the start of a file whose games follow as they end).
void write_header(std::ostream& out, const MatchHeader& header);
// One game's line.
void write_game(std::ostream& out, const GameRecord& game);

// Written whole or not at all (files/whole_file.hpp); false on failure.
bool write_games_file(const std::string& path, const MatchHeader& header,
                      const std::vector<GameRecord>& games);

}  // namespace reversi::match
