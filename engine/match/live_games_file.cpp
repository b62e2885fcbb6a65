// SPDX-License-Identifier: GPL-3.0-or-later
// Appending finished games as they end, and reading back the file of a stopped run.
#include "match/live_games_file.hpp"

#include <algorithm>
#include <sstream>

#include "files/whole_file.hpp"

namespace reversi::match {

namespace {

// A games file that may lack its end line (a run still writing it, or one that was stopped).
ValueOrError<GamesFile> read_unfinished_file(const std::string& path) {
    const files::FileContents read = files::read_whole_file(path, kMaxGamesFileBytes);
    if (!read.contents) return {std::nullopt, read.error};
    return parse_games_file(*read.contents, FileEnd::Optional);
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

ValueOrError<std::vector<GameRecord>> LiveGamesFile::read_back(const std::string& path) {
    out_.close();
    auto file = read_unfinished_file(path);
    if (!file.value) return {std::nullopt, std::move(file.error)};
    std::vector<GameRecord>& games = file.value->games;
    std::stable_sort(games.begin(), games.end(), [](const GameRecord& a, const GameRecord& b) {
        return a.setup.number < b.setup.number;
    });
    return {std::move(games), {}};
}

ValueOrError<GamesFile> read_resume_file(const std::string& path,
                                         const std::vector<int>& planned_indices) {
    auto file = read_unfinished_file(path);
    if (!file.value) return file;
    for (const GameRecord& game : file.value->games) {
        if (std::find(planned_indices.begin(), planned_indices.end(), game.setup.number - 1) ==
            planned_indices.end())
            return {std::nullopt,
                    "game " + std::to_string(game.setup.number) +
                        " is not one this match plays (another --shard or --openings?)"};
    }
    return file;
}

}  // namespace reversi::match
