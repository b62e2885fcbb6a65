// SPDX-License-Identifier: GPL-3.0-or-later
// The board drawn for a person at a terminal.
#include "protocol/board_text.hpp"

#include "core/notation.hpp"

namespace reversi {

namespace {

char square_mark(const Position& p, Bitboard legal, int square) {
    const Bitboard bit = square_bit(square);
    if (p.discs(Color::Black) & bit) return 'X';
    if (p.discs(Color::White) & bit) return 'O';
    return (legal & bit) ? '*' : '-';
}

std::string state_word(const Position& p) {
    if (p.is_game_over()) return "over";
    return p.must_pass() ? "pass" : "play";
}

}  // namespace

std::vector<std::string> board_lines(const Position& p) {
    const Bitboard legal = p.legal_moves();
    std::vector<std::string> lines{"  a b c d e f g h"};
    for (int row = 0; row < kBoardSize; ++row) {
        std::string line(1, static_cast<char>('1' + row));
        for (int column = 0; column < kBoardSize; ++column) {
            line += ' ';
            line += square_mark(p, legal, square_at(column, row));
        }
        lines.push_back(line);
    }
    lines.push_back(std::string("side ") + color_letter(p.side_to_move()));
    lines.push_back("discs X " + std::to_string(p.disc_count(Color::Black)) + " O " +
                    std::to_string(p.disc_count(Color::White)));
    lines.push_back("state " + state_word(p));
    lines.push_back("position " + position_string(p));
    return lines;
}

}  // namespace reversi
