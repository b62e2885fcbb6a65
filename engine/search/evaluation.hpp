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

// The exact result of a finished game: the disc difference, side to move minus the other.
constexpr int final_score(Bitboard player, Bitboard opponent) {
    return (popcount(player) - popcount(opponent)) * kScorePerDisc;
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

// Hard: mobility, potential mobility, corners, X squares, stable discs, edges, parity and
// discs, each weighted by how far the game has gone.
int hard_evaluation(Bitboard player, Bitboard opponent, Bitboard player_moves,
                    Bitboard opponent_moves);
std::vector<EvalTerm> hard_terms(Bitboard player, Bitboard opponent);

}  // namespace reversi
