// SPDX-License-Identifier: GPL-3.0-or-later
// The node search behind Normal and Hard: principal-variation search (negamax with null windows)
// with ProbCut, move ordering by the table, square values and history, and the endgame solver
// for lines that reach the end. The root (alpha_beta.cpp) drives it, one root move at a time.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/moves.hpp"
#include "core/position.hpp"
#include "search/alpha_beta.hpp"
#include "search/busy_positions.hpp"
#include "search/endgame.hpp"
#include "search/evaluation.hpp"
#include "search/node_counter.hpp"
#include "search/search_control.hpp"
#include "search/search_tables.hpp"
#include "search/search_team.hpp"
#include "search/transposition_table.hpp"

namespace reversi {

constexpr int kMaxPly = 128;  // 60 placed discs plus passes, with room to spare
// Hard's ProbCut from this many plies left, with this margin (hundredths of a disc) between
// the shallow search's score and the window, in whole discs (`info` reports it). Chosen by
// matches at Hard's own budget (README): depth 2 did best of the depths tried, and 3 discs of
// the margins tried with the four training rounds' weights (5 with the first round's).
constexpr int kProbCutDepth = 2;
constexpr int kProbCutMargin = 300;
static_assert(kProbCutMargin % kScorePerDisc == 0,
              "info's selectivity is the margin in whole discs");

// The position after `player` plays `square`, side to move first.
struct ChildPosition {
    Bitboard player;
    Bitboard opponent;
};
inline ChildPosition make_child_position(Bitboard player, Bitboard opponent, int square) {
    const Bitboard turned = flips(player, opponent, square);
    return {opponent ^ turned, player | turned | square_bit(square)};
}

template <SearchStyle Style>
class Searcher {
public:
    // `selective`: ProbCut on (Hard in play) or off (every line to its full depth). `seat`:
    // this thread's place in a search several threads share, or none.
    Searcher(SearchTables& tables, std::uint64_t budget, const SearchControl& control,
             bool selective = true, const TeamSeat* seat = nullptr);

    // The root's score searched `depth` plies with the whole window, in hundredths.
    int score_root(const Position& root, int depth) {
        return search(root.player(), root.opponent(), depth, -kInfiniteScore, kInfiniteScore, 0);
    }
    // Principal-variation search of one child: the first with the full window, the others with
    // a null window first and the full window again only when they beat alpha.
    int search_child(const ChildPosition& c, bool first, int depth, int alpha, int beta, int ply);

    // The line from `ply`: `m`, then the line found below it.
    void set_pv(int ply, Move m) {
        const auto here = static_cast<std::size_t>(ply);
        const std::size_t below = here + 1;
        pv_[here][0] = m;
        const auto child_length = static_cast<std::size_t>(pv_length_[below]);
        for (std::size_t i = 0; i < child_length; ++i)
            pv_[here][i + 1] = pv_[below][i];
        pv_length_[here] = static_cast<int>(child_length) + 1;
    }
    void clear_pv(int ply) { pv_length_[static_cast<std::size_t>(ply)] = 0; }
    std::vector<Move> pv(int ply) const {
        const auto& line = pv_[static_cast<std::size_t>(ply)];
        return {line.begin(), line.begin() + pv_length_[static_cast<std::size_t>(ply)]};
    }

    NodeCounter& counter() { return counter_; }
    const NodeCounter& counter() const { return counter_; }
    EndgameSolver& solver() { return solver_; }
    // The positions the threads of a shared search are reading; nullptr for one thread.
    BusyPositions* busy() const { return busy_; }

private:
    int search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int ply);
    std::optional<int> probcut(Bitboard player, Bitboard opponent, int depth, int alpha, int ply);
    int solve(Bitboard player, Bitboard opponent, int alpha, int beta, int ply);
    int leaf(Bitboard player, Bitboard opponent) const;

    const bool selective_;
    BusyPositions* busy_;
    TranspositionTable& table_;
    NodeCounter counter_;
    EndgameSolver solver_;
    std::array<int, kSquareCount> history_{};
    std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv_{};
    std::array<int, kMaxPly + 2> pv_length_{};
};

// Both are compiled once, with the node search (searcher.cpp).
extern template class Searcher<SearchStyle::Normal>;
extern template class Searcher<SearchStyle::Hard>;

}  // namespace reversi
