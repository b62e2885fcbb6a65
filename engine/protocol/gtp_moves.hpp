// SPDX-License-Identifier: GPL-3.0-or-later
// GTP's moves on the engine's game: `play` for a named colour (a pass the rules force on the
// other side is inserted, passes after the end are accepted and change nothing), and `undo`,
// which takes back exactly what one command added.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "protocol/engine.hpp"

namespace reversi {

class GtpMoves {
public:
    void clear();
    // Plays `move` for `color`; nullopt when played, else the response's error text.
    std::optional<std::string> play(Engine& engine, Color color, Move move);
    // A `genmove` after the end of the game: a pass that changes nothing.
    void pass_after_end() { ++passes_after_end_; }
    // A `genmove` added `count` moves (2 when a forced pass was inserted).
    void added(int count) { moves_per_command_.push_back(count); }
    // Takes back the last command's moves; false when there is none.
    bool undo(Engine& engine);

private:
    // How many moves each accepted `play` or `genmove` added.
    std::vector<int> moves_per_command_;
    // Passes accepted after the game ended; `undo` takes them back first.
    std::uint64_t passes_after_end_ = 0;
};

}  // namespace reversi
