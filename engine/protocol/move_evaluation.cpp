// SPDX-License-Identifier: GPL-3.0-or-later
// Move values from one search of the position after each move.
#include "protocol/move_evaluation.hpp"

#include <optional>

#include "search/evaluation.hpp"

namespace reversi {

MoveEvaluation evaluate_move(const Position& position, Move move, const SearchRequest& request,
                             const SearchControl& control) {
    const Color mover = position.side_to_move();
    Position next = position.after(move);
    MoveEvaluation evaluation{
        move, next.disc_count(mover) - next.disc_count(opposite(mover)), 1, 0, {move}, false};
    if (next.is_game_over()) {
        // Scored as the search scores a finished game: the empty squares go to the winner.
        evaluation.score = -final_score(next.player(), next.opponent()) / kScorePerDisc;
        evaluation.exact = true;
        return evaluation;
    }
    int sign = -1;  // the search scores the next position for the side to move there
    if (next.must_pass()) {
        next = next.after(Move::pass());
        evaluation.pv.push_back(Move::pass());
        sign = 1;
    }
    std::optional<SearchInfo> last;
    choose_move(
        next, request, [&](const SearchInfo& info) { last = info; }, control);
    if (!last) return evaluation;
    evaluation.score = sign * last->score;
    evaluation.depth = last->depth + static_cast<int>(evaluation.pv.size());
    evaluation.nodes = last->nodes;
    evaluation.pv.insert(evaluation.pv.end(), last->pv.begin(), last->pv.end());
    evaluation.exact = last->depth >= next.empty_count();
    return evaluation;
}

MoveEvaluation evaluation_from(const SearchInfo& info, int empties) {
    return {info.pv.empty() ? Move::pass() : info.pv.front(),
            info.score,
            info.depth,
            info.nodes,
            info.pv,
            info.kind == ScoreKind::Exact || info.depth >= empties};
}

}  // namespace reversi
