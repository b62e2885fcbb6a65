// SPDX-License-Identifier: GPL-3.0-or-later
// A GGF record, property by property, in the order GGS writes them.
#include "ggf/ggf_writer.hpp"

#include <cctype>
#include <cstdio>

#include "core/notation.hpp"

namespace reversi {

namespace {

// A text value with its brackets made parentheses: GGF has no escape for ']'.
std::string value_text(std::string_view text) {
    std::string value(text);
    for (char& c : value) {
        if (c == '[') c = '(';
        if (c == ']') c = ')';
        if (c == '\n' || c == '\r') c = ' ';
    }
    return value;
}

std::string property(std::string_view name, std::string_view value) {
    return std::string(name) + "[" + value_text(value) + "]";
}

// "TIME/INCREMENT/GRACE".
std::string clock_field(const GgfClock& clock) {
    return ggf_clock_time(clock.time) + "/" + ggf_clock_time(clock.increment) + "/" +
           ggf_clock_time(clock.grace);
}

std::string board_text(const Position& base) {
    std::string board = "8 ";
    for (int square = 0; square < kSquareCount; ++square) {
        const Bitboard bit = square_bit(square);
        board += (base.discs(Color::Black) & bit) != 0   ? '*'
                 : (base.discs(Color::White) & bit) != 0 ? 'O'
                                                         : '-';
    }
    return board + (base.side_to_move() == Color::Black ? " *" : " O");
}

std::string result_text(const GgfGame& game) {
    char text[32];
    std::snprintf(text, sizeof text, "%+d.000", game.black_minus_white.value_or(0));
    std::string result = text;
    if (game.end == GgfEnd::Resigned) result += ":r";
    if (game.end == GgfEnd::TimeOut) result += ":t";
    if (game.end == GgfEnd::MutualScore) result += ":s";
    return result;
}

std::string move_item(const GgfMove& move) {
    std::string item = ggf_move_name(move.move);
    char number[32];
    if (!move.eval && !move.time) return item;
    item += "/";
    if (move.eval) {
        std::snprintf(number, sizeof number, "%.2f", *move.eval);
        item += number;
    }
    if (move.time) {
        const double seconds = static_cast<double>(move.time->count()) / 1e6;
        std::snprintf(number, sizeof number, "%.3f", seconds);
        item += std::string("/") + number;
    }
    return item;
}

}  // namespace

std::string write_ggf(const GgfGame& game) {
    std::string record = "(;GM[Othello]";
    if (!game.place.empty()) record += property("PC", game.place);
    if (!game.date.empty()) record += property("DT", game.date);
    if (!game.black_player.empty()) record += property("PB", game.black_player);
    if (!game.white_player.empty()) record += property("PW", game.white_player);
    if (game.black_minus_white) record += property("RE", result_text(game));
    if (game.clock) record += property("TI", clock_field(*game.clock));
    record += "TY[8]";
    if (game.black_clock) record += property("TB", clock_field(*game.black_clock));
    if (game.white_clock) record += property("TW", clock_field(*game.white_clock));
    record += property("BO", board_text(game.base));
    Position position = game.base;
    for (const GgfMove& move : game.moves) {
        if (move.written)
            record +=
                (position.side_to_move() == Color::Black ? "B[" : "W[") + move_item(move) + "]";
        position = position.after(move.move);
    }
    if (!game.comment.empty()) record += property("C", game.comment);
    return record + ";)";
}

std::string ggf_clock_time(std::chrono::milliseconds time) {
    const long long ms = std::max<long long>(0, time.count());
    const long long seconds = ms / 1000;
    char text[48];
    if (ms % 1000 == 0)
        std::snprintf(text, sizeof text, "%02lld:%02lld", seconds / 60, seconds % 60);
    else
        std::snprintf(text, sizeof text, "%02lld:%02lld.%03lld", seconds / 60, seconds % 60,
                      ms % 1000);
    return text;
}

std::string ggf_move_name(Move m) {
    if (m.is_pass()) return "PA";
    std::string name = square_name(m.square());
    name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    return name;
}

}  // namespace reversi
