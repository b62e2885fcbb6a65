// SPDX-License-Identifier: GPL-3.0-or-later
// The static evaluations behind Normal and Hard, in hundredths of a disc from the side to
// move, with their terms spelled out for the `eval` command.
#pragma once

#include <string_view>
#include <vector>

#include "core/bitboard.hpp"

namespace reversi {

// The unit of every score inside the search: a hundredth of a disc.
constexpr int kScorePerDisc = 100;
// A heuristic never claims more than this, so any exact result outranks it.
constexpr int kMaxHeuristicScore = 63 * kScorePerDisc;
// Above every score a position can have.
constexpr int kInfiniteScore = 65 * kScorePerDisc;

constexpr int clamp_heuristic(int score) {
    return score < -kMaxHeuristicScore  ? -kMaxHeuristicScore
           : score > kMaxHeuristicScore ? kMaxHeuristicScore
                                        : score;
}

// The exact score of a finished game, side to move minus the other, with the empty squares
// counted for the winner (the Othello convention): winning early is never worth less than
// winning late, and any win outranks every heuristic score.
constexpr int final_score(Bitboard player, Bitboard opponent) {
    const int difference = popcount(player) - popcount(opponent);
    const int empties = kSquareCount - popcount(player | opponent);
    const int margin = difference > 0   ? difference + empties
                       : difference < 0 ? difference - empties
                                        : 0;
    return margin * kScorePerDisc;
}

struct EvalTerm {
    std::string_view name;
    int value;  // hundredths of a disc
};

// Normal: the squares themselves (corners high, their neighbours low while the corner is
// empty) and how many moves each side has. `player_moves` and `opponent_moves` are the legal
// move masks of the two sides in this position.
int normal_evaluation(Bitboard player, Bitboard opponent, Bitboard player_moves,
                      Bitboard opponent_moves);
std::vector<EvalTerm> normal_terms(Bitboard player, Bitboard opponent);

// Hard: pattern tables over the edges, corner blocks, rows, columns and diagonals, and a few
// global terms, with the weights of the position's stage (hard_features.hpp, patterns/).
int hard_evaluation(Bitboard player, Bitboard opponent, Bitboard player_moves,
                    Bitboard opponent_moves);
std::vector<EvalTerm> hard_terms(Bitboard player, Bitboard opponent);

}  // namespace reversi
