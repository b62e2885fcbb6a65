// SPDX-License-Identifier: GPL-3.0-or-later
// Stable discs by contact: a disc is stable when, along each of its four lines, it cannot be
// the inside of a run a move would turn.
#include "search/stability.hpp"

namespace reversi {

namespace {

constexpr Bitboard kColumnH = 0x8080808080808080ULL;
constexpr Bitboard kRow1 = 0x00000000000000FFULL;
constexpr Bitboard kRow8 = 0xFF00000000000000ULL;
constexpr Bitboard kBorder = kColumnA | kColumnH | kRow1 | kRow8;

// The squares whose line along `step` (9: towards h8, 7: towards a8) is fully occupied.
// Each round passes "my neighbour's line is full" one square further along the line.
Bitboard full_diagonals(Bitboard occupied, int step, Bitboard no_left, Bitboard no_right) {
    const Bitboard before = kRow1 | (step == 9 ? no_left : no_right);  // no neighbour at -step
    const Bitboard after = kRow8 | (step == 9 ? no_right : no_left);   // no neighbour at +step
    Bitboard full = occupied;
    for (int round = 0; round < 7; ++round)
        full &= ((full >> step) | after) & ((full << step) | before);
    return full;
}

Bitboard full_rows(Bitboard occupied) {
    Bitboard rows = 0;
    for (int r = 0; r < kBoardSize; ++r) {
        const Bitboard row = kRow1 << (kBoardSize * r);
        if ((occupied & row) == row) rows |= row;
    }
    return rows;
}

Bitboard full_columns(Bitboard occupied) {
    Bitboard c = occupied;
    c &= c >> 32;
    c &= c >> 16;
    c &= c >> 8;
    return (c & kRow1) * kColumnA;
}

}  // namespace

Bitboard stable_discs(Bitboard own, Bitboard other) {
    const Bitboard occupied = own | other;
    // Per line: squares that cannot be inside a turned run whatever their neighbours hold.
    const Bitboard row_safe = full_rows(occupied) | kColumnA | kColumnH;
    const Bitboard column_safe = full_columns(occupied) | kRow1 | kRow8;
    const Bitboard down_right_safe = full_diagonals(occupied, 9, kColumnA, kColumnH) | kBorder;
    const Bitboard down_left_safe = full_diagonals(occupied, 7, kColumnA, kColumnH) | kBorder;

    Bitboard stable = 0;
    for (;;) {
        // A stable neighbour of the same side on one end of the line also protects it.
        const Bitboard row = row_safe | ((stable << 1) & ~kColumnA) | ((stable >> 1) & ~kColumnH);
        const Bitboard column = column_safe | (stable << 8) | (stable >> 8);
        const Bitboard down_right =
            down_right_safe | ((stable << 9) & ~kColumnA) | ((stable >> 9) & ~kColumnH);
        const Bitboard down_left =
            down_left_safe | ((stable << 7) & ~kColumnH) | ((stable >> 7) & ~kColumnA);
        const Bitboard next = own & row & column & down_right & down_left;
        if (next == stable) return stable;
        stable = next;
    }
}

}  // namespace reversi
