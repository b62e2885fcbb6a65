// SPDX-License-Identifier: GPL-3.0-or-later
// A position: the discs of both colours and the side to move; the rules of Reversi live here.
#pragma once

#include <cassert>

#include "core/bitboard.hpp"
#include "core/move.hpp"
#include "core/moves.hpp"

namespace reversi {

enum class Color : std::uint8_t { Black, White };

constexpr Color opposite(Color c) { return c == Color::Black ? Color::White : Color::Black; }

class Position {
public:
    // The standard opening: White d4 e5, Black d5 e4, Black to move.
    static constexpr Position start() {
        return from_discs(square_bit(35) | square_bit(28), square_bit(27) | square_bit(36),
                          Color::Black);
    }
    // Discs may overlap only in a caller's bug (an assert in builds that keep them); black wins
    // the square otherwise.
    static constexpr Position from_discs(Bitboard black, Bitboard white, Color to_move) {
        assert((black & white) == 0 && "a square holds one disc");
        white &= ~black;
        return to_move == Color::Black ? Position(black, white, to_move)
                                       : Position(white, black, to_move);
    }

    constexpr Color side_to_move() const { return side_; }
    // Discs of the side to move and of the other side.
    constexpr Bitboard player() const { return player_; }
    constexpr Bitboard opponent() const { return opponent_; }
    constexpr Bitboard discs(Color c) const { return c == side_ ? player_ : opponent_; }
    constexpr Bitboard empty() const { return ~(player_ | opponent_); }

    constexpr int disc_count(Color c) const { return popcount(discs(c)); }
    constexpr int empty_count() const { return popcount(empty()); }
    // Every move adds one disc, so the moves made since the start follow from the discs.
    constexpr int moves_made() const {
        const int placed = popcount(player_ | opponent_) - kStartingDiscs;
        return placed > 0 ? placed : 0;
    }

    Bitboard legal_moves() const { return reversi::legal_moves(player_, opponent_); }
    bool has_legal_move() const { return legal_moves() != 0; }
    bool opponent_has_legal_move() const { return reversi::legal_moves(opponent_, player_) != 0; }
    // A pass is legal, and forced, exactly when the side to move has no square but the other does.
    bool must_pass() const { return !has_legal_move() && opponent_has_legal_move(); }
    bool is_game_over() const { return !has_legal_move() && !opponent_has_legal_move(); }

    bool is_legal(Move m) const {
        if (m.is_pass()) return must_pass();
        return m.square() >= 0 && m.square() < kSquareCount &&
               (legal_moves() & square_bit(m.square())) != 0;
    }

    // The position after a legal move (checked by the caller with is_legal; asserted here).
    Position after(Move m) const {
        if (m.is_pass()) {
            assert(!has_legal_move() && "a pass only when the side to move has no square");
            return Position(opponent_, player_, opposite(side_));
        }
        assert((empty() & square_bit(m.square())) != 0 && "a disc only on an empty square");
        const Bitboard turned = flips(player_, opponent_, m.square());
        assert(turned != 0 && "a move turns at least one disc");
        return Position(opponent_ ^ turned, player_ | turned | square_bit(m.square()),
                        opposite(side_));
    }

    constexpr bool operator==(const Position&) const = default;

private:
    constexpr Position(Bitboard player, Bitboard opponent, Color side)
        : player_(player), opponent_(opponent), side_(side) {
        assert((player & opponent) == 0 && "a square holds one disc");
    }

    Bitboard player_;
    Bitboard opponent_;
    Color side_;
};

// How a finished game is settled: more discs wins, an equal count is a draw.
enum class Outcome : std::uint8_t { BlackWins, WhiteWins, Draw };

constexpr Outcome outcome_by_count(const Position& p) {
    const int black = p.disc_count(Color::Black);
    const int white = p.disc_count(Color::White);
    if (black == white) return Outcome::Draw;
    return black > white ? Outcome::BlackWins : Outcome::WhiteWins;
}

}  // namespace reversi
