// SPDX-License-Identifier: GPL-3.0-or-later
// The bookkeeping beside the engine's game line that GTP's `undo` needs.
#include "protocol/gtp_moves.hpp"

#include "core/notation.hpp"
#include "protocol/gtp_words.hpp"

namespace reversi {

void GtpMoves::clear() {
    moves_per_command_.clear();
    passes_after_end_ = 0;
}

std::optional<std::string> GtpMoves::play(Engine& engine, Color color, Move move) {
    const Position& position = engine.position();
    if (position.is_game_over()) {
        if (!move.is_pass()) return "illegal move: the game is over";
        ++passes_after_end_;
        return std::nullopt;
    }
    const Color to_move = position.side_to_move();
    if (color != to_move && !position.must_pass())
        return "illegal move: " + std::string(color_name(to_move)) + " is to move";
    const std::optional<int> count = engine.play_as(color, move);
    if (!count)
        return "illegal move: " + std::string(color_name(color)) + " " + capital_move_name(move);
    moves_per_command_.push_back(*count);
    return std::nullopt;
}

bool GtpMoves::undo(Engine& engine) {
    if (passes_after_end_ > 0) {
        --passes_after_end_;
        return true;
    }
    if (moves_per_command_.empty()) return false;
    engine.undo(static_cast<std::size_t>(moves_per_command_.back()));
    moves_per_command_.pop_back();
    return true;
}

}  // namespace reversi
