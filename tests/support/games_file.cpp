// SPDX-License-Identifier: GPL-3.0-or-later
// A strict reader of `game N opening K black X white Y discs B-W winner Z time-a S time-b S
// [time-loss S] [late A-B] [forfeit S F] [desynchronised] [adjudicated E M] [notes N,N,...] moves
// ...`; the header lines around the games are skipped.
#include "support/games_file.hpp"

#include <sstream>

namespace reversi::testing_support {

namespace {

std::optional<GameLineRecord> parse_game(const std::string& line) {
    std::istringstream in(line);
    GameLineRecord game;
    std::string word;
    std::string black;
    std::string white;
    std::string discs;
    in >> word;
    if (word != "game" || !(in >> game.number)) return std::nullopt;
    if (!(in >> word) || word != "opening" || !(in >> game.opening)) return std::nullopt;
    if (!(in >> word) || word != "black" || !(in >> black) || black.size() != 1)
        return std::nullopt;
    if (!(in >> word) || word != "white" || !(in >> white) || white.size() != 1)
        return std::nullopt;
    if (!(in >> word) || word != "discs" || !(in >> discs)) return std::nullopt;
    const auto dash = discs.find('-');
    if (dash == std::string::npos) return std::nullopt;
    game.black_discs = std::stoi(discs.substr(0, dash));
    game.white_discs = std::stoi(discs.substr(dash + 1));
    if (!(in >> word) || word != "winner" || !(in >> game.winner)) return std::nullopt;
    game.black = black.front();
    if (!(in >> word) || word != "time-a" || !(in >> game.seconds_a)) return std::nullopt;
    if (!(in >> word) || word != "time-b" || !(in >> game.seconds_b)) return std::nullopt;
    if (!(in >> word)) return std::nullopt;
    if (word == "time-loss") {
        std::string side;
        if (!(in >> side) || side.size() != 1) return std::nullopt;
        game.time_loss_side = side.front();
        if (!(in >> word)) return std::nullopt;
    }
    if (word == "late" && !(in >> game.late >> word)) return std::nullopt;
    if (word == "forfeit") {
        std::string side;
        if (!(in >> side >> game.forfeit_fault) || side.size() != 1) return std::nullopt;
        game.forfeit_side = side.front();
        if (!(in >> word)) return std::nullopt;
    }
    if (word == "desynchronised" && !(in >> word)) return std::nullopt;
    if (word == "adjudicated") {
        std::pair<int, int> adjudicated;
        if (!(in >> adjudicated.first >> adjudicated.second >> word)) return std::nullopt;
        game.adjudicated = adjudicated;
    }
    if (word == "notes" && !(in >> game.notes >> word)) return std::nullopt;
    if (word != "moves") return std::nullopt;
    while (in >> word)
        game.moves.push_back(word);
    return game;
}

}  // namespace

GameLines read_game_lines(const std::string& text) {
    std::vector<GameLineRecord> games;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.starts_with("game ")) continue;  // the header, comments and the end line
        auto game = parse_game(line);
        if (!game) return {std::nullopt, line};
        games.push_back(std::move(*game));
    }
    return {std::move(games), {}};
}

}  // namespace reversi::testing_support
