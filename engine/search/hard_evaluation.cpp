// SPDX-License-Identifier: GPL-3.0-or-later
// Hard's evaluation: one table lookup per pattern instance (46 over the board's edges, corner
// blocks, rows, columns and diagonals) plus a few global terms, all from the weights of the
// position's stage. Integers only, so every machine gets the same score.
#include <cstddef>

#include "core/moves.hpp"
#include "patterns/compiled_weights.hpp"
#include "search/evaluation.hpp"
#include "search/hard_features.hpp"

namespace reversi {

namespace {

using patterns::GlobalTerm;

thread_local patterns::WeightsView lent_weights{nullptr, nullptr};

std::size_t at(GlobalTerm t) { return static_cast<std::size_t>(t); }

}  // namespace

GlobalTerms hard_global_terms(Bitboard player, Bitboard opponent, Bitboard player_moves,
                              Bitboard opponent_moves) {
    const Bitboard empty = ~(player | opponent);
    GlobalTerms t{};
    t[at(GlobalTerm::Mobility)] = popcount(player_moves) - popcount(opponent_moves);
    t[at(GlobalTerm::Parity)] = popcount(empty) % 2 == 1 ? 1 : -1;
    t[at(GlobalTerm::Constant)] = 1;
    return t;
}

int hard_evaluation_with(const patterns::WeightsView& weights, Bitboard player, Bitboard opponent,
                         Bitboard player_moves, Bitboard opponent_moves) {
    const StageWeights w = stage_weights(weights, player, opponent);
    int score = 0;
    patterns::for_each_instance(player, opponent, [&](std::size_t, patterns::Pattern p, int index) {
        score += pattern_weight(w, p, index);
    });
    const GlobalTerms t = hard_global_terms(player, opponent, player_moves, opponent_moves);
    for (std::size_t i = 0; i < t.size(); ++i)
        score += t[i] * w.globals[i];
    return clamp_heuristic(score);
}

patterns::WeightsView hard_weights() {
    return lent_weights.tables != nullptr ? lent_weights : patterns::compiled_weights();
}

LentHardWeights::LentHardWeights(const patterns::WeightsView& weights) : previous_(lent_weights) {
    lent_weights = weights;
}

LentHardWeights::~LentHardWeights() { lent_weights = previous_; }

int hard_evaluation(Bitboard player, Bitboard opponent, Bitboard player_moves,
                    Bitboard opponent_moves) {
    return hard_evaluation_with(hard_weights(), player, opponent, player_moves, opponent_moves);
}

std::vector<EvalTerm> hard_terms(Bitboard player, Bitboard opponent) {
    const StageWeights w = stage_weights(hard_weights(), player, opponent);
    std::vector<EvalTerm> terms;
    terms.reserve(patterns::kShapes.size() + patterns::kGlobalTermCount + 1);
    for (const patterns::PatternShape& s : patterns::kShapes)
        terms.push_back({s.name, 0});
    patterns::for_each_instance(player, opponent, [&](std::size_t, patterns::Pattern p, int index) {
        terms[patterns::at(p)].value += pattern_weight(w, p, index);
    });
    const GlobalTerms t = hard_global_terms(player, opponent, legal_moves(player, opponent),
                                            legal_moves(opponent, player));
    for (std::size_t i = 0; i < t.size(); ++i)
        terms.push_back({patterns::kGlobalTermNames[i], t[i] * w.globals[i]});
    int total = 0;
    for (const EvalTerm& term : terms)
        total += term.value;
    terms.push_back({"total", clamp_heuristic(total)});
    return terms;
}

}  // namespace reversi
