// SPDX-License-Identifier: GPL-3.0-or-later
// Every file is read strictly and must describe the same match; a game may come from one file
// only. What is missing is said, and the exit status tells scripts.
#include "match/merge.hpp"

#include <algorithm>
#include <cstddef>
#include <map>
#include <ostream>
#include <set>

#include "files/whole_file.hpp"
#include "match/games_file.hpp"
#include "match/match_report.hpp"

namespace reversi::match {

namespace {

struct ReadFile {
    std::string path;
    GamesFile file;
};

// The file, or why not, in words that start with the path.
ValueOrError<GamesFile> read_games_file(const std::string& path) {
    const files::FileContents read = files::read_whole_file(path, kMaxGamesFileBytes);
    if (!read.contents) return {std::nullopt, read.error};
    auto file = parse_games_file(*read.contents);
    if (!file.value) file.error = path + ": " + file.error;
    return file;
}

// Openings without both of their games, for the message that says the merge is incomplete.
std::vector<int> openings_missing_games(const MatchHeader& header,
                                        const std::vector<GameRecord>& games) {
    const auto found = games_by_opening(games);
    std::vector<int> missing;
    for (int opening = 1; opening <= header.opening_count; ++opening) {
        const auto games_of = found.find(opening);
        if (games_of == found.end() || games_of->second.size() != 2) missing.push_back(opening);
    }
    return missing;
}

std::string some_numbers(const std::vector<int>& numbers) {
    std::string text;
    for (std::size_t i = 0; i < numbers.size() && i < 10; ++i)
        text += (i == 0 ? "" : ", ") + std::to_string(numbers[i]);
    return numbers.size() > 10 ? text + ", ..." : text;
}

}  // namespace

ExitStatus merge_games_files(const std::vector<std::string>& paths, std::ostream& out,
                             std::ostream& err) {
    if (paths.empty()) {
        err << "reversi-match merge: no games files given\n(see reversi-match --help)\n";
        return ExitStatus::Usage;
    }
    std::vector<ReadFile> files;
    for (const std::string& path : paths) {
        auto read = read_games_file(path);
        if (!read.value) {
            err << "reversi-match merge: " << read.error << "\n";
            return ExitStatus::BadGamesFile;
        }
        GamesFile& file = *read.value;
        if (!files.empty()) {
            if (const auto field = header_difference(files.front().file.header, file.header)) {
                err << "reversi-match merge: " << files.front().path << " and " << path
                    << " are not of one match: their " << *field << " differ\n";
                return ExitStatus::BadGamesFile;
            }
        }
        files.push_back({path, std::move(file)});
    }
    MatchHeader header = files.front().file.header;
    header.shard = Shard{};
    std::map<int, const ReadFile*> source;
    std::vector<GameRecord> games;
    for (const ReadFile& read : files) {
        for (const GameRecord& game : read.file.games) {
            const auto [at, fresh] = source.emplace(game.setup.number, &read);
            if (!fresh) {
                err << "reversi-match merge: game " << game.setup.number << " is in both "
                    << at->second->path << " and " << read.path << "\n";
                return ExitStatus::BadGamesFile;
            }
            games.push_back(game);
        }
    }
    std::sort(games.begin(), games.end(), [](const GameRecord& x, const GameRecord& y) {
        return x.setup.number < y.setup.number;
    });
    print_table(out, header, games);

    const CountedGames counted = counted_games(header, games);
    const bool decided = counted.sprt && counted.sprt->verdict() != SprtVerdict::Continue;
    const std::vector<int> missing = openings_missing_games(header, games);
    if (decided && counted.games.size() < games.size())
        err << "reversi-match merge: the SPRT decided after " << counted.sprt->counts().pairs()
            << " pairs; games after them, not counted: " << games.size() - counted.games.size()
            << "\n";
    if (!decided && !missing.empty()) {
        err << "reversi-match merge: " << missing.size() << " of " << header.opening_count
            << " openings lack games (openings " << some_numbers(missing)
            << "): is a shard's games file missing?\n";
        return ExitStatus::GamesMissing;
    }
    return ExitStatus::Done;
}

}  // namespace reversi::match
