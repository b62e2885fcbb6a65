// The exact endgame solver: final scores with best play, for every search that reads to the
// end of the game.
#pragma once

#include "core/bitboard.hpp"
#include "search/endgame_table.hpp"
#include "search/node_counter.hpp"

namespace reversi {

// Scores here are whole discs from the side to move, empties counted for the winner (the
// same convention as final_score, divided by kScorePerDisc).
class EndgameSolver {
public:
    EndgameSolver(NodeCounter& counter, EndgameTable& table) : counter_(counter), table_(table) {}

    // The exact score when it lies strictly inside (alpha, beta); otherwise a bound beyond
    // the window on the side it failed (fail-soft). Every position it creates is counted
    // (PROTOCOL.md, "What counts as a visited position"); when the counter stops the search
    // it returns 0 and counter.aborted() is true.
    int solve(Bitboard player, Bitboard opponent, int alpha, int beta);

    // The best move found by the last solve() of this position (a square), or -1.
    int best_move(Bitboard player, Bitboard opponent) const;

private:
    int search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    int search_ordered(Bitboard player, Bitboard opponent, Bitboard moves, int alpha, int beta,
                       int empties);
    int search_parity(Bitboard player, Bitboard opponent, Bitboard moves, int alpha, int beta,
                      int empties);
    int pass(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    template <int N>
    int solve_few(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empty);
    int solve_last(Bitboard player, Bitboard opponent, int square);

    NodeCounter& counter_;
    EndgameTable& table_;
};

}  // namespace reversi
