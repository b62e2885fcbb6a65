// SPDX-License-Identifier: GPL-3.0-or-later
// The eight symmetries of the board as bitboard transforms, so that one pattern table serves
// every corner, edge and direction of the board.
#pragma once

#include <array>

#include "core/bitboard.hpp"

namespace reversi::patterns {

constexpr int kSymmetryCount = 8;

// Rows in reverse order (row 1 becomes row 8): a byte swap.
constexpr Bitboard flip_vertical(Bitboard b) {
    b = ((b >> 8) & 0x00FF00FF00FF00FFULL) | ((b & 0x00FF00FF00FF00FFULL) << 8);
    b = ((b >> 16) & 0x0000FFFF0000FFFFULL) | ((b & 0x0000FFFF0000FFFFULL) << 16);
    return (b >> 32) | (b << 32);
}

// Columns in reverse order (column a becomes column h).
constexpr Bitboard flip_horizontal(Bitboard b) {
    b = ((b >> 1) & 0x5555555555555555ULL) | ((b & 0x5555555555555555ULL) << 1);
    b = ((b >> 2) & 0x3333333333333333ULL) | ((b & 0x3333333333333333ULL) << 2);
    return ((b >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((b & 0x0F0F0F0F0F0F0F0FULL) << 4);
}

// Mirrored in the a1-h8 diagonal: the square in column c, row r moves to column r, row c.
// Three exchanges of blocks (4x4, 2x2, then single squares) across the diagonal.
constexpr Bitboard transpose(Bitboard b) {
    Bitboard t = 0x0F0F0F0F00000000ULL & (b ^ (b << 28));
    b ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (b ^ (b << 14));
    b ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (b ^ (b << 7));
    return b ^ t ^ (t >> 7);
}

// Symmetry k (0 to 7) transposes when k & 4, then mirrors the columns when k & 2, then the
// rows when k & 1; symmetry 0 is the identity.
constexpr Bitboard apply_symmetry(int k, Bitboard b) {
    if (k & 4) b = transpose(b);
    if (k & 2) b = flip_horizontal(b);
    if (k & 1) b = flip_vertical(b);
    return b;
}

// Where symmetry k moves `square`: apply_symmetry(k, square_bit(s)) == square_bit(result).
constexpr int symmetric_square(int k, int square) {
    int column = column_of(square);
    int row = row_of(square);
    if (k & 4) {
        const int swapped = column;
        column = row;
        row = swapped;
    }
    if (k & 2) column = kBoardSize - 1 - column;
    if (k & 1) row = kBoardSize - 1 - row;
    return square_at(column, row);
}

// The board under all eight symmetries, index k as apply_symmetry(k, b), sharing the work.
constexpr std::array<Bitboard, kSymmetryCount> all_symmetries(Bitboard b) {
    const Bitboard t = transpose(b);
    const Bitboard h = flip_horizontal(b);
    const Bitboard th = flip_horizontal(t);
    return {b, flip_vertical(b), h, flip_vertical(h), t, flip_vertical(t), th, flip_vertical(th)};
}

}  // namespace reversi::patterns
