// Bitboard measurements the evaluations are built from: neighbours, the squares next to the
// corners, discs that can never turn again, and the four edges read as 8-square lines.
#pragma once

#include <array>

#include "core/bitboard.hpp"
#include "core/moves.hpp"

namespace reversi::features {

constexpr Bitboard kColumnA = 0x0101010101010101ULL;
constexpr Bitboard kColumnH = 0x8080808080808080ULL;
constexpr Bitboard kRow1 = 0x00000000000000FFULL;
constexpr Bitboard kRow8 = 0xFF00000000000000ULL;
constexpr Bitboard kEdges = kColumnA | kColumnH | kRow1 | kRow8;

// The corners in the order a1, h1, a8, h8, with their diagonal (X) neighbours.
constexpr std::array<int, 4> kCornerSquares{0, 7, 56, 63};
constexpr std::array<int, 4> kXSquares{9, 14, 49, 54};

// Every square touching one of `b` in any of the eight directions, `b` itself excluded.
constexpr Bitboard neighbours(Bitboard b) {
    const Bitboard row = b | ((b << 1) & detail::kNotColumnA) | ((b >> 1) & detail::kNotColumnH);
    return (row | (row << 8) | (row >> 8)) & ~b;
}

// X squares whose corner is still empty: the diagonal neighbour that hands a corner over.
constexpr Bitboard x_squares_next_to_empty_corners(Bitboard empty) {
    Bitboard risky = 0;
    for (std::size_t i = 0; i < kCornerSquares.size(); ++i) {
        if (empty & square_bit(kCornerSquares[i])) risky |= square_bit(kXSquares[i]);
    }
    return risky;
}

// Squares whose whole line along one axis is occupied: no move can ever be made on that line,
// so no disc there can turn along it.
struct FullLines {
    Bitboard horizontal = 0;
    Bitboard vertical = 0;
    Bitboard diagonal = 0;       // a1-h8 direction
    Bitboard anti_diagonal = 0;  // h1-a8 direction
};

namespace detail_lines {

// The 15 diagonals of each direction as masks, built once at compile time.
constexpr auto make_diagonals(int column_step) {
    std::array<Bitboard, 15> lines{};
    for (int s = 0; s < kSquareCount; ++s) {
        const int key = column_step > 0 ? column_of(s) - row_of(s) + 7 : column_of(s) + row_of(s);
        lines[static_cast<std::size_t>(key)] |= square_bit(s);
    }
    return lines;
}
inline constexpr auto kDiagonals = make_diagonals(1);
inline constexpr auto kAntiDiagonals = make_diagonals(-1);

}  // namespace detail_lines

constexpr FullLines full_lines(Bitboard occupied) {
    FullLines full;
    for (int row = 0; row < kBoardSize; ++row) {
        const Bitboard line = kRow1 << (8 * row);
        if ((occupied & line) == line) full.horizontal |= line;
    }
    Bitboard columns = occupied & (occupied >> 8);
    columns &= columns >> 16;
    columns &= columns >> 32;
    full.vertical = (columns & kRow1) * kColumnA;
    for (std::size_t i = 0; i < detail_lines::kDiagonals.size(); ++i) {
        const Bitboard d = detail_lines::kDiagonals[i];
        const Bitboard a = detail_lines::kAntiDiagonals[i];
        if ((occupied & d) == d) full.diagonal |= d;
        if ((occupied & a) == a) full.anti_diagonal |= a;
    }
    return full;
}

// Discs of `own` that can never turn: along each of the four axes the line is full, or a
// neighbour on that axis is the edge of the board or another such disc. Grown from the edges
// to a fixed point, so it is a lower bound of the truly stable discs, which is all a heuristic
// needs.
constexpr Bitboard stable_discs(Bitboard own, const FullLines& full) {
    using reversi::detail::kNotColumnA;
    using reversi::detail::kNotColumnH;
    const Bitboard horizontal_edge = kColumnA | kColumnH | full.horizontal;
    const Bitboard vertical_edge = kRow1 | kRow8 | full.vertical;
    const Bitboard diagonal_edge = kEdges | full.diagonal;
    const Bitboard anti_diagonal_edge = kEdges | full.anti_diagonal;
    Bitboard stable = 0;
    for (;;) {
        const Bitboard h =
            horizontal_edge | ((stable << 1) & kNotColumnA) | ((stable >> 1) & kNotColumnH);
        const Bitboard v = vertical_edge | (stable << 8) | (stable >> 8);
        const Bitboard d =
            diagonal_edge | ((stable << 9) & kNotColumnA) | ((stable >> 9) & kNotColumnH);
        const Bitboard a =
            anti_diagonal_edge | ((stable << 7) & kNotColumnH) | ((stable >> 7) & kNotColumnA);
        const Bitboard grown = own & h & v & d & a;
        if (grown == stable) return stable;
        stable = grown;
    }
}

// The four edges as 8-bit lines (bit i = i-th square from one corner to the other):
// row 1, row 8, column a, column h.
struct EdgeLines {
    std::array<unsigned, 4> lines;
};

constexpr unsigned column_a_line(Bitboard b) {
    // The multiplier moves the bit of row r to bit 56 + r without any two products colliding.
    return static_cast<unsigned>(((b & kColumnA) * 0x0102040810204080ULL) >> 56);
}

constexpr EdgeLines edge_lines(Bitboard b) {
    return {{static_cast<unsigned>(b & 0xFF), static_cast<unsigned>(b >> 56), column_a_line(b),
             column_a_line(b >> 7)}};
}

}  // namespace reversi::features
