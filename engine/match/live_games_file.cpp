// SPDX-License-Identifier: GPL-3.0-or-later
// Appending finished games as they end, and reading back the file of a stopped run.
#include "match/live_games_file.hpp"

#include <algorithm>
#include <sstream>

#include "files/whole_file.hpp"

namespace reversi::match {

namespace {

// A games file that may lack its end line (a run still writing it, or one that was stopped).
std::optional<GamesFile> read_unfinished_file(const std::string& path, std::string& error) {
    const files::FileContents read = files::read_whole_file(path, kMaxGamesFileBytes);
    if (!read.contents) {
        error = read.error;
        return std::nullopt;
    }
    return parse_games_file(*read.contents, error, FileEnd::Optional);
}

}  // namespace

std::optional<std::string> LiveGamesFile::open(const std::string& path, const MatchHeader& header,
                                               const std::vector<GameRecord>& played_before) {
    std::ostringstream text;
    write_header(text, header);
    for (const GameRecord& game : played_before)
        write_game(text, game);
    if (auto problem = files::write_whole_file(path, text.str())) return problem;
    out_.open(path, std::ios::app);
    if (!out_) return "cannot open " + path + " to append games";
    return std::nullopt;
}

bool LiveGamesFile::append(const GameRecord& game) {
    if (!out_.is_open()) return false;
    write_game(out_, game);
    out_.flush();
    if (out_) return true;
    out_.close();
    return false;
}

std::optional<std::vector<GameRecord>> LiveGamesFile::read_back(const std::string& path,
                                                                std::string& error) {
    out_.close();
    auto file = read_unfinished_file(path, error);
    if (!file) return std::nullopt;
    std::stable_sort(
        file->games.begin(), file->games.end(),
        [](const GameRecord& a, const GameRecord& b) { return a.setup.number < b.setup.number; });
    return std::move(file->games);
}

std::optional<GamesFile> read_resume_file(const std::string& path,
                                          const std::vector<int>& planned_indices,
                                          std::string& error) {
    auto file = read_unfinished_file(path, error);
    if (!file) return std::nullopt;
    for (const GameRecord& game : file->games) {
        if (std::find(planned_indices.begin(), planned_indices.end(), game.setup.number - 1) ==
            planned_indices.end()) {
            error = "game " + std::to_string(game.setup.number) +
                    " is not one this match plays (another --shard or --openings?)";
            return std::nullopt;
        }
    }
    return file;
}

}  // namespace reversi::match
