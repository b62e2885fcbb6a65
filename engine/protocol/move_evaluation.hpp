// SPDX-License-Identifier: GPL-3.0-or-later
// How good a move is, for NBoard's `hint`: the opponents' search run on the position after it,
// its score seen from the mover's side. The search only ever chooses one move; this is how the
// others get a value too.
#pragma once

#include <cstdint>
#include <vector>

#include "core/position.hpp"
#include "search/search.hpp"

namespace reversi {

struct MoveEvaluation {
    Move move;
    int score = 0;  // in discs, from the side that plays `move`
    int depth = 0;  // plies looked at, counting `move` itself
    std::uint64_t nodes = 0;
    std::vector<Move> pv;  // starts with `move`
    bool exact = false;    // the line was read to the end of the game: the score is what best
                           // play gives
};

// `move` must be legal in `position`. After a move that ends the game the score is exact; when
// the opponent must then pass, the pass is part of the line; when the search reports nothing,
// the score is the disc difference right after the move.
// `control` may stop the search early.
MoveEvaluation evaluate_move(const Position& position, Move move, const SearchRequest& request,
                             const SearchControl& control = {});

// The search's own report for the best move of a position with `empties` empty squares, as an
// evaluation of that move.
MoveEvaluation evaluation_from(const SearchInfo& info, int empties);

}  // namespace reversi
