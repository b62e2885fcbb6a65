// SPDX-License-Identifier: GPL-3.0-or-later
// From a GGF game to the rules core's line of play.
#include "ggf/ggf_game.hpp"

namespace reversi {

GameLine ggf_line(const GgfGame& game) {
    GameLine line(game.base);
    for (const GgfMove& move : game.moves) {
        if (!line.play(move.move)) break;
    }
    return line;
}

}  // namespace reversi
