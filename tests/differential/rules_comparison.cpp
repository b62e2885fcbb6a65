// SPDX-License-Identifier: GPL-3.0-or-later
// Compares the bitboard core with the reference on one position, square by square.
#include "differential/rules_comparison.hpp"

#include "core/notation.hpp"
#include "differential/reference_rules.hpp"

namespace reversi::reference {

namespace {

Bitboard bits_of(const SquareList& list) {
    Bitboard bits = 0;
    for (int i = 0; i < list.count; ++i)
        bits |= square_bit(list.squares[i]);
    return bits;
}

}  // namespace

// Empty when the core and the reference agree on everything about `p`; otherwise what differs.
std::string disagreement(const Position& p) {
    const Board board = board_of(p);
    if (position_of(board) != p) return "board conversion";
    Bitboard legal = 0;
    for (int s = 0; s < kSquareCount; ++s) {
        if (board.cells[s] != Cell::Empty) {
            if (p.is_legal(Move::at(s))) return "is_legal(" + square_name(s) + ") when occupied";
            continue;
        }
        const Bitboard turned = bits_of(flipped_by(board, s));
        if (turned != 0) legal |= square_bit(s);
        if (flips(p.player(), p.opponent(), s) != turned) return "flips on " + square_name(s);
        if (p.is_legal(Move::at(s)) != (turned != 0)) return "is_legal(" + square_name(s) + ")";
        if (turned != 0 && p.after(Move::at(s)) != position_of(after_move(board, s)))
            return "position after " + square_name(s);
    }
    if (p.legal_moves() != legal) return "legal moves";
    if (p.has_legal_move() != (legal != 0)) return "has_legal_move";
    // The rules: a side passes when it has no square and the other side has one; the game is
    // over when neither has. The other side's squares matter only when the mover has none.
    const bool other_side_can_move = legal == 0 && !legal_squares(after_pass(board)).empty();
    const bool must_pass = legal == 0 && other_side_can_move;
    const bool game_over = legal == 0 && !other_side_can_move;
    if (p.must_pass() != must_pass) return "must_pass";
    if (p.is_game_over() != game_over) return "is_game_over";
    if (p.is_legal(Move::pass()) != must_pass) return "is_legal(pass)";
    if (must_pass && p.after(Move::pass()) != position_of(after_pass(board)))
        return "position after pass";
    return {};
}

}  // namespace reversi::reference
