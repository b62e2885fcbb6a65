// SPDX-License-Identifier: GPL-3.0-or-later
// A shard's games file written game by game, so that a killed run continues where it stopped:
// `PATH.part` grows by one line per finished game and becomes PATH when the shard is complete.
#pragma once

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "train/game_record.hpp"

namespace reversi::train {

// What an earlier run of the same command left.
struct ResumePoint {
    bool complete = false;          // PATH exists and holds the whole run: nothing to play
    std::vector<PlayedGame> done;   // the games PATH.part holds, each replayed with the rules
    std::uintmax_t kept_bytes = 0;  // PATH.part's whole lines (a line cut short by a kill ends it)
    std::string error;              // not empty: the files belong to another run, or are damaged
};

// Reads PATH and PATH.part, if there, for the run whose file header is `header`
// (games_file_header) and whose games are `numbers`, in order. A file of another run, a damaged
// line or a game out of its place is an error naming the file (and the line): never half-used.
ResumePoint find_resume_point(const std::filesystem::path& path, std::string_view header,
                              const std::vector<std::uint64_t>& numbers);

// The partial file being written. Every line is flushed when written; finish() syncs it to disk
// and renames it to PATH.
class PartialGamesFile {
public:
    struct Opened;
    // PATH.part cut to the resume point's whole lines, or started with `header` when it holds
    // none.
    static Opened open(const std::filesystem::path& path, std::string_view header,
                       const ResumePoint& resume);

    // False when the line could not be written (see error()).
    bool append(const PlayedGame& game);
    // None when PATH now holds the whole file; otherwise why not.
    std::optional<std::string> finish();
    const std::string& error() const { return error_; }

private:
    struct Closer {
        void operator()(std::FILE* file) const { std::fclose(file); }
    };
    PartialGamesFile(std::filesystem::path path, std::unique_ptr<std::FILE, Closer> file)
        : path_(std::move(path)), file_(std::move(file)) {}

    std::filesystem::path path_;
    std::unique_ptr<std::FILE, Closer> file_;
    std::string error_;
};

struct PartialGamesFile::Opened {
    std::optional<PartialGamesFile> file;  // none: see error
    std::string error;
};

// PATH with ".part" added to its name.
std::filesystem::path partial_path(const std::filesystem::path& path);

}  // namespace reversi::train
