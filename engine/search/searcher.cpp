// SPDX-License-Identifier: GPL-3.0-or-later
// Principal-variation search (negamax with null windows) of the positions below the root,
// counting every position it creates. See protocol-spec/PROTOCOL.md, "Opponents", for the rules
// this code keeps: what a visited position is, how depth is counted, what is played when.
#include "search/searcher.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>

#include "search/board_features.hpp"
#include "search/probcut_prediction.hpp"

namespace reversi {

namespace {

constexpr int kMaxMoves = 64;       // any position given by `position board` fits
constexpr int kFirstKey = 1 << 30;  // above any square value plus history
// The margin as a prediction: the shallow score itself, kProbCutMargin beyond the window.
constexpr ProbCutPrediction kProbCutMarginPrediction{1000, 0, kProbCutMargin};
constexpr ProbCutRule kProbCutMarginRule{100};
// The predictions `reversi-train probcut` fitted (search/probcut_prediction.hpp) played even
// with the margin at their best spread, 1.25 sigmas (README: 0 Elo, 95% -10 to +9 over 5,000
// games), so the margin stays. -DREVERSI_PROBCUT_SPREAD=125 (hundredths of a sigma) builds a Hard
// that cuts by them, to repeat that measurement.
#ifdef REVERSI_PROBCUT_SPREAD
constexpr bool kProbCutFitted = true;
constexpr ProbCutRule kProbCutFittedRule{REVERSI_PROBCUT_SPREAD};
#else
constexpr bool kProbCutFitted = false;
constexpr ProbCutRule kProbCutFittedRule{125};
#endif
// A shared search marks the children it reads, and defers those another thread reads, at
// nodes with this many plies left: nearer the leaves a child costs less than the marking.
constexpr int kSharedDepth = 3;
// What comes after one child of a node: the next, a cut-off, or the search was stopped.
enum class AfterChild : std::uint8_t { Go, Cut, Stop };

// Square preferences for move ordering: corners first, X and C squares last. Before the end
// is in reach, children are not created just to be ordered (that spends the budget on
// positions a cut-off leaves unsearched, and did not pay in self-play): the table's move,
// these values and the history of cut-offs order them instead. Lines that reach the end go
// to the endgame solver, which orders its own way.
constexpr auto kOrderSquares = features::mirrored_quarter({{
    {90, -20, 20, 10},
    {-20, -40, 0, 0},
    {20, 0, 5, 3},
    {10, 0, 3, 0},
}});

// A legal square waiting to be searched. Left uninitialised in bulk: a node fills only the
// entries it uses.
struct Candidate {
    int key;
    int square;
};
using CandidateList = std::array<Candidate, kMaxMoves>;

// Insertion sort, highest key first, earlier first among equals: lists are short, and
// std::stable_sort would allocate.
void sort_by_key(CandidateList& list, int first, int count) {
    for (int i = first + 1; i < count; ++i) {
        const Candidate c = list[static_cast<std::size_t>(i)];
        int j = i;
        for (; j > first && list[static_cast<std::size_t>(j - 1)].key < c.key; --j)
            list[static_cast<std::size_t>(j)] = list[static_cast<std::size_t>(j - 1)];
        list[static_cast<std::size_t>(j)] = c;
    }
}

// Fills `list` best-first and returns how many moves there are: the table's move, then by
// square value plus the history of cut-offs.
int order_moves(Bitboard moves, int tt_move, const std::array<int, kSquareCount>& history,
                CandidateList& list) {
    int count = 0;
    for_each_square(moves, [&](int square) {
        list[static_cast<std::size_t>(count++)] = {
            square == tt_move ? kFirstKey
                              : kOrderSquares[static_cast<std::size_t>(square)] +
                                    history[static_cast<std::size_t>(square)],
            square};
    });
    sort_by_key(list, 0, count);
    return count;
}

template <SearchStyle Style>
int evaluate(Bitboard player, Bitboard opponent, Bitboard player_moves, Bitboard opponent_moves) {
    if constexpr (Style == SearchStyle::Hard) {
        return hard_evaluation(player, opponent, player_moves, opponent_moves);
    } else {
        return normal_evaluation(player, opponent, player_moves, opponent_moves);
    }
}

// Endgame scores are whole discs: a window in hundredths widens to the discs around it, so
// every answer that fails it in discs fails it in hundredths too.
int floor_discs(int score) {
    return score >= 0 ? score / kScorePerDisc : -((-score + kScorePerDisc - 1) / kScorePerDisc);
}
int ceil_discs(int score) { return -floor_discs(-score); }

}  // namespace

template <SearchStyle Style>
Searcher<Style>::Searcher(SearchTables& tables, std::uint64_t budget, const SearchControl& control,
                          bool selective, const TeamSeat* seat)
    : selective_(Style == SearchStyle::Hard && selective),
      busy_(seat != nullptr ? seat->busy : nullptr),
      table_(tables.table),
      counter_(budget, control, [&tables] { return hashfull(tables); }),
      solver_(counter_, tables.endgame,
              seat != nullptr && seat->near_end != nullptr ? *seat->near_end : tables.near_end) {
    solver_.share(busy_);
    if (seat != nullptr) counter_.join_team(seat->helpers_total, seat->helper);
    if (seat != nullptr && seat->helper) {
        if (seat->near_end != nullptr) seat->near_end->new_search();
        return;
    }
    table_.new_search();
    tables.endgame.new_search();
    tables.near_end.new_search();
}

template <SearchStyle Style>
int Searcher<Style>::leaf(Bitboard player, Bitboard opponent) const {
    const Bitboard player_moves = legal_moves(player, opponent);
    const Bitboard opponent_moves = legal_moves(opponent, player);
    if ((player_moves | opponent_moves) == 0) return final_score(player, opponent);
    return evaluate<Style>(player, opponent, player_moves, opponent_moves);
}

// A line that reaches the end of the game: solved exactly, in discs, then back in hundredths.
// At a principal-variation node the line goes on as far as the solver's table knows it.
template <SearchStyle Style>
int Searcher<Style>::solve(Bitboard player, Bitboard opponent, int alpha, int beta, int ply) {
    const int score = solver_.solve(player, opponent, floor_discs(alpha), ceil_discs(beta));
    if (counter_.aborted()) return 0;
    if (beta - alpha > 1) {
        const std::vector<Move> line = solver_.principal_line(player, opponent, kMaxPly - ply);
        const auto here = static_cast<std::size_t>(ply);
        for (std::size_t i = 0; i < line.size(); ++i)
            pv_[here][i] = line[i];
        pv_length_[here] = static_cast<int>(line.size());
    }
    return score * kScorePerDisc;
}

// ProbCut (Buro): a shallow search that lands far beyond the null window (alpha, alpha + 1)
// predicts the deep one will too, and the node is cut without it. Its positions are counted
// like any other.
template <SearchStyle Style>
std::optional<int> Searcher<Style>::probcut(Bitboard player, Bitboard opponent, int depth,
                                            int alpha, int ply) {
    const int shallow = probcut_shallow_depth(depth);
    const auto [high, low] =
        kProbCutFitted ? probcut_bounds(probcut_prediction(popcount(~(player | opponent)), depth),
                                        kProbCutFittedRule, alpha)
                       : probcut_bounds(kProbCutMarginPrediction, kProbCutMarginRule, alpha);
    if (high < kMaxHeuristicScore &&
        search(player, opponent, shallow, high - 1, high, ply) >= high && !counter_.aborted())
        return alpha + 1;
    if (counter_.aborted()) return std::nullopt;
    if (low > -kMaxHeuristicScore && search(player, opponent, shallow, low, low + 1, ply) <= low &&
        !counter_.aborted())
        return alpha;
    return std::nullopt;
}

template <SearchStyle Style>
int Searcher<Style>::search_child(const ChildPosition& c, bool first, int depth, int alpha,
                                  int beta, int ply) {
    if (first) return -search(c.player, c.opponent, depth - 1, -beta, -alpha, ply + 1);
    const int score = -search(c.player, c.opponent, depth - 1, -alpha - 1, -alpha, ply + 1);
    if (counter_.aborted() || score <= alpha || score >= beta) return score;
    return -search(c.player, c.opponent, depth - 1, -beta, -alpha, ply + 1);
}

template <SearchStyle Style>
int Searcher<Style>::search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                            int ply) {
    assert(alpha < beta && depth >= 0 && ply >= 0 && ply <= kMaxPly);
    pv_length_[static_cast<std::size_t>(ply)] = 0;
    const int empties = popcount(~(player | opponent));
    // A pass costs no depth, so depth >= empties always reads to the end of the game.
    if (depth >= empties) return solve(player, opponent, alpha, beta, ply);
    if (depth == 0 || ply >= kMaxPly) return leaf(player, opponent);

    const Bitboard moves = legal_moves(player, opponent);
    if (moves == 0) {
        if (legal_moves(opponent, player) == 0) return final_score(player, opponent);
        if (!counter_.visit()) return 0;
        const int score = -search(opponent, player, depth, -beta, -alpha, ply + 1);
        if (!counter_.aborted()) set_pv(ply, Move::pass());
        return score;
    }

    const bool pv_node = beta - alpha > 1;
    int tt_move = kNoSquare;
    if (const std::optional<TableEntry> entry = table_.find(player, opponent)) {
        tt_move = entry->move == TableEntry::kNoMove ? kNoSquare : entry->move;
        if (!pv_node && entry->depth >= depth) {
            if (entry->bound == Bound::Exact) return entry->score;
            if (entry->bound == Bound::Lower && entry->score >= beta) return entry->score;
            if (entry->bound == Bound::Upper && entry->score <= alpha) return entry->score;
        }
    }
    if (selective_ && !pv_node && depth >= kProbCutDepth) {
        if (const std::optional<int> cut = probcut(player, opponent, depth, alpha, ply))
            return *cut;
        if (counter_.aborted()) return 0;
    }

    CandidateList list;  // NOLINT(cppcoreguidelines-pro-type-member-init): filled as used
    const int count = order_moves(moves, tt_move, history_, list);
    const int original_alpha = alpha;
    int best_score = -kInfiniteScore;
    int best_square = kNoSquare;
    // In a shared search a child another thread is reading waits until the others are read.
    const bool shared = busy_ != nullptr && depth >= kSharedDepth;
    int searched = 0;
    const auto search_square = [&](int square) {
        if (!counter_.visit()) return AfterChild::Stop;
        const ChildPosition c = make_child_position(player, opponent, square);
        if (shared) busy_->enter(c.player, c.opponent);
        const int score = search_child(c, searched++ == 0, depth, alpha, beta, ply);
        if (shared) busy_->leave(c.player, c.opponent);
        if (counter_.aborted()) return AfterChild::Stop;
        if (score > best_score) {
            best_score = score;
            best_square = square;
            if (score > alpha) {
                alpha = score;
                if (pv_node) set_pv(ply, Move::at(square));
                if (alpha >= beta) {
                    history_[static_cast<std::size_t>(square)] += depth * depth;
                    return AfterChild::Cut;
                }
            }
        }
        return AfterChild::Go;
    };
    std::array<int, kMaxMoves> deferred;  // NOLINT(cppcoreguidelines-pro-type-member-init)
    int deferred_count = 0;
    AfterChild next = AfterChild::Go;
    for (int i = 0; i < count && next == AfterChild::Go; ++i) {
        const int square = list[static_cast<std::size_t>(i)].square;
        if (shared && searched > 0) {
            const ChildPosition c = make_child_position(player, opponent, square);
            if (busy_->busy(c.player, c.opponent)) {
                deferred[static_cast<std::size_t>(deferred_count++)] = square;
                continue;
            }
        }
        next = search_square(square);
    }
    for (int i = 0; i < deferred_count && next == AfterChild::Go; ++i)
        next = search_square(deferred[static_cast<std::size_t>(i)]);
    if (next == AfterChild::Stop) return 0;
    const Bound bound = best_score <= original_alpha ? Bound::Upper
                        : best_score >= beta         ? Bound::Lower
                                                     : Bound::Exact;
    assert(best_square != kNoSquare);
    table_.store(player, opponent, depth, best_score, bound, best_square);
    return best_score;
}

template class Searcher<SearchStyle::Normal>;
template class Searcher<SearchStyle::Hard>;

}  // namespace reversi
