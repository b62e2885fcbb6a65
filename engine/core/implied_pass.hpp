// SPDX-License-Identifier: GPL-3.0-or-later
// Playing a move for a named colour: when that colour is not to move but the side to move has
// no legal square, the pass the rules force on that side is played first. GTP's `play` and
// `genmove`, NBoard's `move` and GGF records all need this, since tools do not always send
// passes.
#pragma once

#include <optional>

#include "core/game_line.hpp"

namespace reversi {

// Plays `move` for `mover` on `line`. Returns how many moves were added (1, or 2 when a forced
// pass was inserted first), or nullopt when refused; a refused move changes nothing.
std::optional<int> play_as(GameLine& line, Color mover, Move move);

// The colour a move without one (NBoard's `move`) is played for: the side to move, or the other
// side when the side to move must pass and `move` is a square.
Color implied_mover(const Position& position, Move move);

}  // namespace reversi
