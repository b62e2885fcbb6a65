// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard cursor's resting place; see keyboard_cursor.hpp.
#include "model/keyboard_cursor.hpp"

#include <algorithm>
#include <cstdlib>
#include <tuple>

namespace reversi::gui {

int cursor_on_playable(int current, Bitboard playable) {
    if (playable == 0 || (playable & square_bit(current)) != 0) return current;
    auto distance = [current](int square) {
        const int dc = std::abs(column_of(square) - column_of(current));
        const int dr = std::abs(row_of(square) - row_of(current));
        return std::make_tuple(std::max(dc, dr), dc * dc + dr * dr, square);
    };
    int best = -1;
    for_each_square(playable, [&](int square) {
        if (best < 0 || distance(square) < distance(best)) best = square;
    });
    return best;
}

int next_playable(int current, Bitboard playable, bool forward) {
    if (playable == 0) return current;
    int first = -1;
    int last = -1;
    int after = -1;
    int before = -1;
    for_each_square(playable, [&](int square) {
        if (first < 0) first = square;
        last = square;
        if (square > current && after < 0) after = square;
        if (square < current) before = square;
    });
    if (forward) return after >= 0 ? after : first;
    return before >= 0 ? before : last;
}

}  // namespace reversi::gui
