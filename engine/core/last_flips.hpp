// SPDX-License-Identifier: GPL-3.0-or-later
// How many discs a move on the last empty square turns, counted from four small tables
// rather than by finding the discs: the solver's hottest question. With one empty square,
// every disc that is not the mover's is the other side's, so the mover's discs alone decide.
#pragma once

#include <array>
#include <cstdint>

#include "core/bitboard.hpp"

namespace reversi {

namespace detail {

// Discs turned along one line of eight when a disc is placed at `at`, the line's other
// squares holding the mover's discs where `mine` has a bit and the other side's elsewhere.
// A run that reaches the line's end unclosed turns nothing: squares off a short diagonal read
// as the other side's, and since nothing lies beyond them, they never close a run.
constexpr int turned_on_line(int at, unsigned mine) {
    int turned = 0;
    for (const int step : {-1, 1}) {
        int run = 0;
        int i = at + step;
        while (i >= 0 && i < kBoardSize && ((mine >> i) & 1U) == 0) {
            ++run;
            i += step;
        }
        if (i >= 0 && i < kBoardSize) turned += run;
    }
    return turned;
}

using LineCounts = std::array<std::array<std::uint8_t, 256>, kBoardSize>;
constexpr LineCounts make_line_counts() {
    LineCounts counts{};
    for (int at = 0; at < kBoardSize; ++at) {
        for (unsigned mine = 0; mine < 256; ++mine)
            counts[static_cast<std::size_t>(at)][mine] =
                static_cast<std::uint8_t>(turned_on_line(at, mine));
    }
    return counts;
}
inline constexpr LineCounts kLineCounts = make_line_counts();

struct Diagonals {
    std::array<Bitboard, kSquareCount> down;  // through the square towards h8 and a1
    std::array<Bitboard, kSquareCount> up;    // through the square towards a8 and h1
};
constexpr Diagonals make_diagonals() {
    Diagonals d{};
    for (int s = 0; s < kSquareCount; ++s) {
        for (int row = 0; row < kBoardSize; ++row) {
            const int down = column_of(s) + (row - row_of(s));
            const int up = column_of(s) - (row - row_of(s));
            const auto i = static_cast<std::size_t>(s);
            if (down >= 0 && down < kBoardSize) d.down[i] |= square_bit(square_at(down, row));
            if (up >= 0 && up < kBoardSize) d.up[i] |= square_bit(square_at(up, row));
        }
    }
    return d;
}
inline constexpr Diagonals kDiagonals = make_diagonals();

// Multiplying gathers a column's eight bits (a1 to a8) into the top byte, row r at bit r.
constexpr Bitboard kGatherColumn = 0x0102040810204080ULL;

// The bits of a line with one square per column (a diagonal), gathered by column.
constexpr unsigned by_column(Bitboard line_bits) {
    return static_cast<unsigned>((line_bits * kColumnA) >> 56);
}

}  // namespace detail

// The discs `mine` turns by playing `square`, the only empty square: popcount(flips(mine,
// ~mine & ~square_bit(square), square)).
constexpr int last_flip_count(Bitboard mine, int square) {
    const int row = row_of(square);
    const int column = column_of(square);
    const auto i = static_cast<std::size_t>(square);
    const auto& at_column = detail::kLineCounts[static_cast<std::size_t>(column)];
    const unsigned row_bits = static_cast<unsigned>(mine >> (kBoardSize * row)) & 0xFFU;
    const auto column_bits =
        static_cast<unsigned>((((mine >> column) & kColumnA) * detail::kGatherColumn) >> 56);
    return at_column[row_bits] + detail::kLineCounts[static_cast<std::size_t>(row)][column_bits] +
           at_column[detail::by_column(mine & detail::kDiagonals.down[i])] +
           at_column[detail::by_column(mine & detail::kDiagonals.up[i])];
}

}  // namespace reversi
