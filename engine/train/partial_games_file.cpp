// SPDX-License-Identifier: GPL-3.0-or-later
// Resuming a shard from its partial file, and writing that file a game at a time.
#include "train/partial_games_file.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>

#include "files/whole_file.hpp"

namespace reversi::train {

namespace {

constexpr std::size_t kMostGamesFileBytes = std::size_t{1} << 32;

std::string system_error_text() { return std::strerror(errno); }

// The games of a file that must begin with `header`, or why not (naming the file).
ParsedGames games_of(const std::filesystem::path& path, std::string_view text,
                     std::string_view header) {
    if (!text.starts_with(header))
        return {std::nullopt, path.string() +
                                  ": the games of another run (its header differs from this "
                                  "command's); remove it or choose another --out"};
    ParsedGames parsed = parse_games(text);
    if (!parsed.games) parsed.error = path.string() + ": " + parsed.error;
    return parsed;
}

// True when the games are the first of `numbers`, in order.
bool in_their_places(const std::vector<PlayedGame>& games,
                     const std::vector<std::uint64_t>& numbers) {
    if (games.size() > numbers.size()) return false;
    for (std::size_t i = 0; i < games.size(); ++i)
        if (games[i].number != numbers[i]) return false;
    return true;
}

}  // namespace

std::filesystem::path partial_path(const std::filesystem::path& path) {
    std::filesystem::path part = path;
    part += ".part";
    return part;
}

ResumePoint find_resume_point(const std::filesystem::path& path, std::string_view header,
                              const std::vector<std::uint64_t>& numbers) {
    ResumePoint point;
    std::error_code ignored;
    if (std::filesystem::exists(path, ignored)) {
        const files::FileContents file = files::read_whole_file(path, kMostGamesFileBytes);
        if (!file.contents) return {false, {}, 0, file.error};
        const ParsedGames parsed = games_of(path, *file.contents, header);
        if (!parsed.games) return {false, {}, 0, parsed.error};
        if (parsed.games->size() != numbers.size() || !in_their_places(*parsed.games, numbers))
            return {false, {}, 0, path.string() + ": not this run's games"};
        point.complete = true;
        return point;
    }
    const std::filesystem::path part = partial_path(path);
    if (!std::filesystem::exists(part, ignored)) return point;
    const files::FileContents file = files::read_whole_file(part, kMostGamesFileBytes);
    if (!file.contents) return {false, {}, 0, file.error};
    if (header.starts_with(*file.contents)) return point;  // killed while its header was written
    // A kill while a line was written leaves it without its line end: that game is played again.
    const std::string_view whole_lines =
        std::string_view(*file.contents).substr(0, file.contents->rfind('\n') + 1);
    ParsedGames parsed = games_of(part, whole_lines, header);
    if (!parsed.games) return {false, {}, 0, parsed.error};
    if (!in_their_places(*parsed.games, numbers))
        return {false, {}, 0, part.string() + ": its games are not this run's, in order"};
    point.done = std::move(*parsed.games);
    point.kept_bytes = whole_lines.size();
    return point;
}

PartialGamesFile::Opened PartialGamesFile::open(const std::filesystem::path& path,
                                                std::string_view header,
                                                const ResumePoint& resume) {
    const std::filesystem::path part = partial_path(path);
    const bool fresh = resume.kept_bytes == 0;
    if (!fresh) {
        std::error_code error;
        std::filesystem::resize_file(part, resume.kept_bytes, error);
        if (error) return {std::nullopt, part.string() + ": " + error.message()};
    }
    std::unique_ptr<std::FILE, Closer> file(std::fopen(part.c_str(), fresh ? "wb" : "ab"));
    if (!file) return {std::nullopt, part.string() + ": " + system_error_text()};
    PartialGamesFile opened(path, std::move(file));
    if (fresh &&
        (std::fwrite(header.data(), 1, header.size(), opened.file_.get()) != header.size() ||
         std::fflush(opened.file_.get()) != 0))
        return {std::nullopt, part.string() + ": " + system_error_text()};
    return {std::move(opened), {}};
}

bool PartialGamesFile::append(const PlayedGame& game) {
    const std::string line = game_line(game);
    if (std::fwrite(line.data(), 1, line.size(), file_.get()) == line.size() &&
        std::fflush(file_.get()) == 0)
        return true;
    error_ = partial_path(path_).string() + ": " + system_error_text();
    return false;
}

std::optional<std::string> PartialGamesFile::finish() {
    const std::filesystem::path part = partial_path(path_);
    if (std::fflush(file_.get()) != 0 || ::fsync(::fileno(file_.get())) != 0)
        return part.string() + ": " + system_error_text();
    file_.reset();
    std::error_code error;
    std::filesystem::rename(part, path_, error);
    if (error)
        return part.string() + ": cannot rename to " + path_.string() + ": " + error.message();
    return std::nullopt;
}

}  // namespace reversi::train
