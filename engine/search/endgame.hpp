// SPDX-License-Identifier: GPL-3.0-or-later
// The exact endgame solver: final scores with best play, for every search that reads to the
// end of the game.
#pragma once

#include <array>
#include <vector>

#include "core/bitboard.hpp"
#include "core/move.hpp"
#include "search/busy_positions.hpp"
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

    // `near_end_table` holds the null-window positions of the near-end band (Tuning).
    EndgameSolver(NodeCounter& counter, EndgameTable& table, EndgameTable& near_end_table)
        : counter_(counter), table_(table), near_end_table_(near_end_table) {}

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

    // Where the solver spends its effort. From `ordered_empties` up, positions have their
    // moves ordered fastest-first (their children created first); below, by parity alone,
    // each child created only when searched. From `tabled_empties` up (at least
    // `ordered_empties`) they go to the table, and from `probed_empties` up the children
    // created for ordering are looked up there too, for a cut-off before any is searched
    // (each look-up is a likely cache miss). The band between, from `ordered_empties` up to
    // `tabled_empties`, keeps its null-window positions in the near-end table, small enough to
    // stay in the processor's cache (open windows go to the large one, for the line).
    // kThrifty visits the fewest positions (budgeted searches); kFast spends the least time
    // (long solves, timed in CPU).
    struct Tuning {
        int ordered_empties;
        int tabled_empties;
        int probed_empties;
        int evaluated_empties;  // the ordering weighs Hard's evaluation of each child from here
        int one_ply_empties;    // and a one-ply search with it from here
        bool children_first;    // every child made before any is looked up in the table
    };
    static constexpr Tuning kThrifty = {5, 5, 6, 8, 14, false};
    // kFast probes every child that can be in the large table (its look-ups overlap, so they
    // pay from 12 empties), evaluates children from 13 and searches them one ply from 16: where
    // the evaluation's cost is repaid in time; and it makes the children before looking them
    // up (engine/search/README.md has the measurements).
    static constexpr Tuning kFast = {7, 11, 12, 13, 16, true};
    void set_tuning(const Tuning& tuning) { tuning_ = tuning; }

    // In a search several threads share: the positions they are reading now (nullptr: one
    // thread). A child another thread reads waits until its siblings are read.
    void share(BusyPositions* busy) { busy_ = busy; }

    // The line of best play from a position just solved with an open window, as far as the
    // table knows it exactly (up to `room` moves, passes included): the moves are read from
    // the table and replayed in memory for the next look-up, searching nothing (so they are
    // not visited positions). Empty when the table holds no exact score for the position.
    std::vector<Move> principal_line(Bitboard player, Bitboard opponent, int room) const;

private:
    int search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties);
    int search_ordered(Bitboard player, Bitboard opponent, Bitboard moves, int alpha, int beta,
                       int empties);
    bool search_shared(const CandidateList& list, int count, int& best, int& best_square,
                       int& alpha, int beta, int empties);
    int child_score(const Child& child, bool first, int alpha, int beta, int empties);
    int search_parity(Bitboard player, Bitboard opponent, Bitboard moves, int alpha, int beta,
                      int empties);
    static constexpr int kWorst = -65;  // below every final score
    // A shared search marks the children it reads, and puts off those another thread reads,
    // at nodes with this many empties up: nearer the end a child costs less than the marking.
    static constexpr int kSharedEmpties = 12;
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
    Tuning tuning_ = kThrifty;
    int selectivity_ = 0;
    int margin_ = 0;
    BusyPositions* busy_ = nullptr;

    NodeCounter& counter_;
    EndgameTable& table_;
    EndgameTable& near_end_table_;
};

}  // namespace reversi
