// SPDX-License-Identifier: GPL-3.0-or-later
// Text forms of squares, moves and positions.
#include "core/notation.hpp"

#include <cctype>

namespace reversi {

namespace {

constexpr std::size_t kBoardTextLength = kSquareCount;

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

bool equals_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

}  // namespace

std::string square_name(int square) {
    return {static_cast<char>('a' + column_of(square)), static_cast<char>('1' + row_of(square))};
}

std::optional<int> parse_square(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const char column = lower(text[0]);
    const char row = text[1];
    if (column < 'a' || column > 'h' || row < '1' || row > '8') return std::nullopt;
    return square_at(column - 'a', row - '1');
}

std::string move_name(Move m) { return m.is_pass() ? "pass" : square_name(m.square()); }

std::string capital_move_name(Move m) {
    std::string name = move_name(m);
    if (!m.is_pass()) name[0] = static_cast<char>(name[0] - 'a' + 'A');
    return name;
}

namespace {

template <typename Name>
std::string joined_moves(std::span<const Move> moves, const Name& name) {
    std::string text;
    for (Move m : moves) {
        if (!text.empty()) text += ' ';
        text += name(m);
    }
    return text;
}

}  // namespace

std::string moves_text(std::span<const Move> moves) { return joined_moves(moves, move_name); }

std::string capital_moves_text(std::span<const Move> moves) {
    return joined_moves(moves, capital_move_name);
}

std::optional<Move> parse_move(std::string_view text) {
    if (equals_ignoring_case(text, "pass")) return Move::pass();
    if (const auto square = parse_square(text)) return Move::at(*square);
    return std::nullopt;
}

char color_letter(Color c) { return c == Color::Black ? 'X' : 'O'; }

std::string_view color_name(Color c) { return c == Color::Black ? "black" : "white"; }

std::optional<Color> parse_color_name(std::string_view text) {
    if (text == "black") return Color::Black;
    if (text == "white") return Color::White;
    return std::nullopt;
}

std::optional<Color> parse_color_letter(std::string_view text) {
    if (text == "X") return Color::Black;
    if (text == "O") return Color::White;
    return std::nullopt;
}

std::string position_string(const Position& p) {
    std::string text(kBoardTextLength, '-');
    for (int s = 0; s < kSquareCount; ++s) {
        if (p.discs(Color::Black) & square_bit(s)) text[s] = 'X';
        if (p.discs(Color::White) & square_bit(s)) text[s] = 'O';
    }
    text += ' ';
    text += color_letter(p.side_to_move());
    return text;
}

std::optional<Position> parse_position(std::string_view board64, std::string_view side) {
    if (board64.size() != kBoardTextLength) return std::nullopt;
    const auto to_move = parse_color_letter(side);
    if (!to_move) return std::nullopt;
    Bitboard black = 0;
    Bitboard white = 0;
    for (int s = 0; s < kSquareCount; ++s) {
        switch (board64[s]) {
            case 'X':
                black |= square_bit(s);
                break;
            case 'O':
                white |= square_bit(s);
                break;
            case '-':
                break;
            default:
                return std::nullopt;
        }
    }
    return Position::from_discs(black, white, *to_move);
}

std::optional<Position> parse_position(std::string_view text) {
    if (text.size() != kBoardTextLength + 2 || text[kBoardTextLength] != ' ') return std::nullopt;
    return parse_position(text.substr(0, kBoardTextLength), text.substr(kBoardTextLength + 1));
}

}  // namespace reversi
