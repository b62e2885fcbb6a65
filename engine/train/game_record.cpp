// SPDX-License-Identifier: GPL-3.0-or-later
// Writing and reading the games file, every game replayed with the rules core.
#include "train/game_record.hpp"

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "search/evaluation.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::train {

namespace {

// One game line, or why not.
ValueOrError<PlayedGame> parse_game(std::string_view line) {
    const std::vector<std::string_view> t = split_tokens(line);
    if (t.size() < 9 || t[0] != "game" || t[2] != "random" || t[4] != "solved" ||
        t[6] != "black-score" || t[8] != "moves") {
        return {std::nullopt, "expected 'game N random R solved S black-score B moves M...'"};
    }
    constexpr std::uint64_t kMostPlies = 200;  // passes included, far above any game
    const auto n = parse_unsigned(t[1], 0, UINT64_MAX);
    const auto random = parse_unsigned(t[3], 0, kMostPlies);
    const auto solved = parse_unsigned(t[5], 0, kMostPlies);
    const auto score = parse_signed(t[7], -kSquareCount, kSquareCount);
    if (!n || !random || !solved || !score) {
        return {std::nullopt, "a field is not a number in range"};
    }
    PlayedGame game{
        *n, static_cast<int>(*random), static_cast<int>(*solved), static_cast<int>(*score), {}};
    GameLine replay;
    for (std::size_t i = 9; i < t.size(); ++i) {
        const std::optional<Move> m = parse_move(t[i]);
        if (!m || !replay.play(*m)) {
            return {std::nullopt,
                    "move " + std::to_string(i - 8) + " (" + std::string(t[i]) + ") is not legal"};
        }
    }
    game.moves = replay.moves();
    const auto length = static_cast<int>(game.moves.size());
    if (!replay.current().is_game_over())
        return {std::nullopt, "the game is not over after its last move"};
    if (black_margin(replay.current()) != game.black_score)
        return {std::nullopt, "black-score is not the final margin (" +
                                  std::to_string(black_margin(replay.current())) + ")"};
    if (game.random_plies < 0 || game.random_plies > game.solved_from || game.solved_from > length)
        return {std::nullopt, "random and solved must satisfy 0 <= random <= solved <= moves"};
    return {std::move(game), {}};
}

}  // namespace

int black_margin(const Position& end) {
    const int score = final_score(end.player(), end.opponent()) / kScorePerDisc;
    return end.side_to_move() == Color::Black ? score : -score;
}

std::string games_file_header(std::string_view description) {
    std::string text = std::string(kGamesFileHeader) + "\n";
    std::string_view rest = description;
    while (!rest.empty()) {
        const std::size_t end = rest.find('\n');
        text += "# " + std::string(rest.substr(0, end)) + "\n";
        if (end == std::string_view::npos) break;
        rest.remove_prefix(end + 1);
    }
    return text;
}

std::string game_line(const PlayedGame& game) {
    std::string text = "game " + std::to_string(game.number) + " random " +
                       std::to_string(game.random_plies) + " solved " +
                       std::to_string(game.solved_from) + " black-score " +
                       std::to_string(game.black_score) + " moves";
    if (!game.moves.empty()) text += ' ';
    text += moves_text(game.moves);
    return text + "\n";
}

std::string games_text(const std::vector<PlayedGame>& games, std::string_view description) {
    std::string text = games_file_header(description);
    for (const PlayedGame& g : games)
        text += game_line(g);
    return text;
}

ParsedGames parse_games(std::string_view text) {
    if (!text.starts_with(std::string(kGamesFileHeader) + "\n"))
        return {std::nullopt,
                "not a games file (first line is not '" + std::string(kGamesFileHeader) + "')"};
    std::vector<PlayedGame> games;
    int line_number = 0;
    while (!text.empty()) {
        ++line_number;
        const std::size_t end = text.find('\n');
        if (end == std::string_view::npos)
            return {std::nullopt, "line " + std::to_string(line_number) + ": no line end"};
        const std::string_view line = text.substr(0, end);
        text.remove_prefix(end + 1);
        if (line.starts_with("#")) continue;
        ValueOrError<PlayedGame> game = parse_game(line);
        if (!game.value)
            return {std::nullopt, "line " + std::to_string(line_number) + ": " + game.error};
        games.push_back(std::move(*game.value));
    }
    return {std::move(games), {}};
}

}  // namespace reversi::train
