// SPDX-License-Identifier: GPL-3.0-or-later
// The exact endgame solver: final scores with best play, for every search that reads to the
// end of the game.
#pragma once

#include <array>
#include <vector>

#include "core/bitboard.hpp"
#include "core/move.hpp"
#include "search/endgame_table.hpp"
#include "search/node_counter.hpp"

namespace reversi {

// Scores here are whole discs from the side to move, empties counted for the winner (the
// same convention as final_score, divided by kScorePerDisc).
class EndgameSolver {
public:
    struct Child {
        Bitboard player;
        Bitboard opponent;
    };
    struct Candidate {
        int key;
        int square;
        Child child;
    };
    using CandidateList = std::array<Candidate, 32>;

    EndgameSolver(NodeCounter& counter, EndgameTable& table) : counter_(counter), table_(table) {}

    // The exact score when it lies strictly inside (alpha, beta); otherwise a bound beyond
    // the window on the side it failed (fail-soft). Every position it creates is counted
    // (PROTOCOL.md, "What counts as a visited position"); when the counter stops the search
    // it returns 0 and counter.aborted() is true.
    int solve(Bitboard player, Bitboard opponent, int alpha, int beta);

    // From now on, a selective search (selectivity 1 to EndgameTable::kMostSelective, the
    // higher the less sure) that cuts positions whose estimate lies `margin_discs` beyond a
    // null window, or an exact one (0). A selective search's results are only estimates; what
    // it leaves in the table orders the searches that follow.
    void set_selectivity(int selectivity, int margin_discs) {
        selectivity_ = selectivity;
        margin_ = margin_discs;
    }

    // From now on, positions with this many empties or more go to the table and have their
    // moves ordered fastest-first (their children created first); positions with fewer, by
    // parity alone, each child created only when searched. kThriftyOrderedEmpties creates
    // fewer positions, kFastOrderedEmpties spends less time (long solves, timed in CPU).
    static constexpr int kThriftyOrderedEmpties = 5;
    static constexpr int kFastOrderedEmpties = 7;
    void set_ordered_empties(int empties) { ordered_empties_ = empties; }

    // The line of best play from a position just solved with an open window, as far as the
    // table knows it exactly (up to `room` moves, passes included): the moves are read from
    // the table and replayed in memory for the next look-up, searching nothing (so they are
    // not visited positions). Empty when the table holds no exact score for the position.
    std::vector<Move> principal_line(Bitboard player, Bitboard opponent, int room) const;

private:
    int search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    int search_ordered(Bitboard player, Bitboard opponent, Bitboard moves, int alpha, int beta,
                       int empties);
    int search_parity(Bitboard player, Bitboard opponent, Bitboard moves, int alpha, int beta,
                      int empties);
    static constexpr int kAborted = -1;
    static constexpr int kCutOff = -2;
    int order_children(Bitboard player, Bitboard opponent, Bitboard moves, int beta,
                       CandidateList& list);
    int pass(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    template <int N>
    int solve_few(Bitboard player, Bitboard opponent, int alpha, int beta, Bitboard empty);
    int solve_last(Bitboard player, Bitboard opponent, int square);
    bool trusted(const EndgameEntry& e) const { return e.selectivity <= selectivity_; }
    int probcut(Bitboard player, Bitboard opponent, Bitboard moves, int alpha, int empties);

    // During a selective pre-solve: positions whose estimate lies this many discs beyond a
    // null window are cut without a search (ProbCut), and results are stored as selective.
    int ordered_empties_ = kThriftyOrderedEmpties;
    int selectivity_ = 0;
    int margin_ = 0;

    NodeCounter& counter_;
    EndgameTable& table_;
};

}  // namespace reversi
