// SPDX-License-Identifier: GPL-3.0-or-later
// Where the board's keyboard cursor goes when the player's turn starts: on a square the player
// may play, so Enter always does something and the arrows start from a useful place.
#pragma once

#include "core/bitboard.hpp"

namespace reversi::gui {

// `current` when it is playable (or nothing is); otherwise the playable square nearest to it,
// counted in king moves, then in straight-line distance, then the first in reading order.
int cursor_on_playable(int current, Bitboard playable);

}  // namespace reversi::gui
