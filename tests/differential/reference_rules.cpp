// SPDX-License-Identifier: GPL-3.0-or-later
// The rules walked one square at a time, in all eight directions, exactly as a person reads them.
#include "differential/reference_rules.hpp"

namespace reversi::reference {

namespace {

constexpr int kSide = 8;

struct Step {
    int columns;
    int rows;
};
constexpr std::array<Step, 8> kSteps{
    {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

bool on_board(int column, int row) {
    return column >= 0 && column < kSide && row >= 0 && row < kSide;
}

Cell other(Cell c) { return c == Cell::Black ? Cell::White : Cell::Black; }

}  // namespace

Board board_of(const Position& p) {
    Board board;
    for (int s = 0; s < 64; ++s) {
        const Bitboard bit = Bitboard{1} << s;
        if (p.discs(Color::Black) & bit) board.cells[s] = Cell::Black;
        if (p.discs(Color::White) & bit) board.cells[s] = Cell::White;
    }
    board.to_move = p.side_to_move() == Color::Black ? Cell::Black : Cell::White;
    return board;
}

Position position_of(const Board& board) {
    Bitboard black = 0;
    Bitboard white = 0;
    for (int s = 0; s < 64; ++s) {
        black |= Bitboard{board.cells[s] == Cell::Black} << s;
        white |= Bitboard{board.cells[s] == Cell::White} << s;
    }
    return Position::from_discs(black, white,
                                board.to_move == Cell::Black ? Color::Black : Color::White);
}

bool SquareList::contains(int square) const {
    for (int i = 0; i < count; ++i) {
        if (squares[i] == square) return true;
    }
    return false;
}

SquareList flipped_by(const Board& board, int square) {
    SquareList flipped;
    if (board.cells[square] != Cell::Empty) return flipped;
    const Cell mine = board.to_move;
    const Cell theirs = other(mine);
    for (const Step step : kSteps) {
        // Walk over the opponent's discs; they turn only if one of ours closes the line.
        int column = square % kSide + step.columns;
        int row = square / kSide + step.rows;
        int length = 0;
        while (on_board(column, row) && board.cells[row * kSide + column] == theirs) {
            column += step.columns;
            row += step.rows;
            ++length;
        }
        if (!on_board(column, row) || board.cells[row * kSide + column] != mine) continue;
        for (int i = 1; i <= length; ++i) {
            const int turned_column = square % kSide + i * step.columns;
            const int turned_row = square / kSide + i * step.rows;
            flipped.add(turned_row * kSide + turned_column);
        }
    }
    return flipped;
}

SquareList legal_squares(const Board& board) {
    SquareList squares;
    for (int s = 0; s < 64; ++s) {
        if (!flipped_by(board, s).empty()) squares.add(s);
    }
    return squares;
}

Board after_move(const Board& board, int square) {
    Board next = board;
    const SquareList flipped = flipped_by(board, square);
    for (int i = 0; i < flipped.count; ++i)
        next.cells[flipped.squares[i]] = board.to_move;
    next.cells[square] = board.to_move;
    next.to_move = other(board.to_move);
    return next;
}

Board after_pass(const Board& board) {
    Board next = board;
    next.to_move = other(board.to_move);
    return next;
}

}  // namespace reversi::reference
