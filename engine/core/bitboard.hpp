// SPDX-License-Identifier: GPL-3.0-or-later
// Bitboard primitives: one bit per square, bit 0 = a1 (top-left), bit 7 = h1, bit 63 = h8.
#pragma once

#include <bit>
#include <cassert>
#include <cstdint>

namespace reversi {

using Bitboard = std::uint64_t;

constexpr int kBoardSize = 8;
constexpr int kSquareCount = 64;
constexpr int kNoSquare = -1;  // where a square is expected: none (no move found yet)
constexpr int kStartingDiscs = 4;

constexpr Bitboard square_bit(int square) {
    assert(square >= 0 && square < kSquareCount && "a square of the board");
    return Bitboard{1} << square;
}
constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr int lowest_square(Bitboard b) { return std::countr_zero(b); }
constexpr int column_of(int square) { return square % kBoardSize; }
constexpr int row_of(int square) { return square / kBoardSize; }
constexpr int square_at(int column, int row) { return row * kBoardSize + column; }

constexpr Bitboard kCorners = square_bit(0) | square_bit(7) | square_bit(56) | square_bit(63);
constexpr Bitboard kColumnA = 0x0101010101010101ULL;  // a1 to a8: one bit in each byte

// Calls f(square) for every set bit, lowest square first.
template <typename F>
constexpr void for_each_square(Bitboard b, F&& f) {
    for (; b != 0; b &= b - 1)
        f(lowest_square(b));
}

}  // namespace reversi
