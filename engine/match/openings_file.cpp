// SPDX-License-Identifier: GPL-3.0-or-later
// A strict reader: a published set with one bad line is reported, not half used.
#include "match/openings_file.hpp"

#include <cstdio>
#include <set>
#include <sstream>
#include <tuple>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "files/whole_file.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::match {

namespace {

// The shipped set of 2,000 openings is 50 KB; a published set of millions still fits.
constexpr std::size_t kMaxOpeningsFileBytes = std::size_t{64} << 20;

// The words of one line: "f5d6c3" is read as "f5 d6 c3".
std::optional<std::vector<Move>> line_moves(std::string_view line) {
    std::vector<Move> moves;
    for (std::string_view token : split_tokens(line)) {
        if (const auto move = parse_move(token)) {
            moves.push_back(*move);
            continue;
        }
        if (token.size() % 2 != 0) return std::nullopt;
        for (std::size_t at = 0; at < token.size(); at += 2) {
            const auto move = parse_move(token.substr(at, 2));
            if (!move || move->is_pass()) return std::nullopt;
            moves.push_back(*move);
        }
    }
    return moves;
}

// Plays `moves` from the start, inserting the passes the rules force; the reason on failure.
ValueOrError<GameLine> play_opening(const std::vector<Move>& moves) {
    GameLine line;
    for (Move m : moves) {
        if (!m.is_pass() && line.current().must_pass()) line.play(Move::pass());
        if (!line.play(m)) {
            return {std::nullopt, move_name(m) + " is not legal after " +
                                      std::to_string(line.moves().size()) + " moves"};
        }
    }
    if (line.current().is_game_over()) return {std::nullopt, "the game is over after it"};
    return {std::move(line), {}};
}

}  // namespace

ValueOrError<std::vector<Opening>> parse_openings(std::string_view text) {
    std::vector<Opening> openings;
    std::set<std::tuple<Bitboard, Bitboard, Color>> seen;
    std::istringstream in{std::string(text)};
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        line = line.substr(0, line.find('#'));  // a comment, or the rest of the line after moves
        if (split_tokens(line).empty()) continue;
        const std::string where = "line " + std::to_string(number) + ": ";
        const auto moves = line_moves(line);
        if (!moves) {
            return {std::nullopt, where + "not a list of moves: '" + printable(line, 80) + "'"};
        }
        const auto played = play_opening(*moves);
        if (!played.value) return {std::nullopt, where + played.error};
        const Position& end = played.value->current();
        if (!seen.insert({end.player(), end.opponent(), end.side_to_move()}).second) {
            return {std::nullopt, where + "reaches the same position as an earlier opening"};
        }
        openings.push_back(played.value->moves());
    }
    if (openings.empty()) return {std::nullopt, "no openings in it"};
    return {std::move(openings), {}};
}

ValueOrError<std::vector<Opening>> read_openings_file(const std::string& path) {
    const files::FileContents read = files::read_whole_file(path, kMaxOpeningsFileBytes);
    if (!read.contents) return {std::nullopt, read.error};
    auto openings = parse_openings(*read.contents);
    if (!openings.value) openings.error = path + ": " + openings.error;
    return openings;
}

std::string openings_fingerprint(const std::vector<Opening>& openings) {
    std::uint64_t hash = 0xCBF29CE484222325ULL;
    auto mix = [&hash](std::string_view text) {
        for (char c : text) {
            hash ^= static_cast<unsigned char>(c);
            hash *= 0x100000001B3ULL;
        }
    };
    for (const Opening& opening : openings) {
        for (Move m : opening)
            mix(move_name(m) + " ");
        mix("\n");
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

}  // namespace reversi::match
