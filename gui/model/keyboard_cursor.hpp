// SPDX-License-Identifier: GPL-3.0-or-later
// Where the board's keyboard cursor goes when the player's turn starts: on a square the player
// may play, so Enter always does something and the arrows start from a useful place; and where
// the keys that jump between the squares with a dot take it.
#pragma once

#include "core/bitboard.hpp"

namespace reversi::gui {

// `current` when it is playable (or nothing is); otherwise the playable square nearest to it,
// counted in king moves, then in straight-line distance, then the first in reading order.
int cursor_on_playable(int current, Bitboard playable);

// The playable square after `current` in reading order (a1, b1, ... h8), or before it when not
// `forward`, going round the board's end; `current` when nothing is playable.
int next_playable(int current, Bitboard playable, bool forward);

}  // namespace reversi::gui
