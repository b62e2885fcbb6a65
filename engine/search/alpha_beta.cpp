// SPDX-License-Identifier: GPL-3.0-or-later
// Principal-variation search (negamax with null windows) under iterative deepening, counting
// every position it creates. See protocol-spec/PROTOCOL.md, "Opponents", for the rules this
// code keeps: what a visited position is, how depth is counted, what is played when.
#include "search/alpha_beta.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>

#include "search/board_features.hpp"
#include "search/endgame.hpp"
#include "search/evaluation.hpp"
#include "search/node_counter.hpp"
#include "search/probcut_prediction.hpp"
#include "search/search_tables.hpp"
#include "search/transposition_table.hpp"

namespace reversi {

namespace {

constexpr int kMaxPly = 128;        // 60 placed discs plus passes, with room to spare
constexpr int kMaxMoves = 64;       // any position given by `position board` fits
constexpr int kFirstKey = 1 << 30;  // above any square value plus history
// Hard's ProbCut from this many plies left, with this margin (hundredths of a disc) between
// the shallow search's score and the window, in whole discs (`info` reports it). Chosen by
// matches at Hard's own budget (README): depth 2 did best of the depths tried, and 3 discs of
// the margins tried with the four training rounds' weights (5 with the first round's).
constexpr int kProbCutDepth = 2;
constexpr int kProbCutMargin = 300;
static_assert(kProbCutMargin % kScorePerDisc == 0,
              "info's selectivity is the margin in whole discs");
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
// Hard's solves to the end from this many empties up go in stages (solve_root_in_stages):
// selective solves that cut positions whose estimate lies kPreSolveMargins discs beyond a
// null window (the narrowest margin first), then the exact solve in a window of
// kAspirationDiscs around the last selective score. Hard's own budget never reaches them.
constexpr int kPreSolveEmpties = 18;
constexpr std::array<int, 3> kPreSolveMargins = {4, 8, 16};
constexpr int kAspirationDiscs = 4;
// Entries of each table sampled for the progress lines' hashfull (two halves of a thousand).
constexpr int kFillSample = 500;

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

int to_discs(int score) {
    // Round half away from zero, in integers.
    return score >= 0 ? (score + kScorePerDisc / 2) / kScorePerDisc
                      : -((-score + kScorePerDisc / 2) / kScorePerDisc);
}

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

template <SearchStyle Style>
int evaluate(Bitboard player, Bitboard opponent, Bitboard player_moves, Bitboard opponent_moves) {
    if constexpr (Style == SearchStyle::Hard) {
        return hard_evaluation(player, opponent, player_moves, opponent_moves);
    } else {
        return normal_evaluation(player, opponent, player_moves, opponent_moves);
    }
}

// The position after `player` plays `square`, side to move first.
struct ChildPosition {
    Bitboard player;
    Bitboard opponent;
};
ChildPosition make_child_position(Bitboard player, Bitboard opponent, int square) {
    const Bitboard turned = flips(player, opponent, square);
    return {opponent ^ turned, player | turned | square_bit(square)};
}

// Endgame scores are whole discs: a window in hundredths widens to the discs around it, so
// every answer that fails it in discs fails it in hundredths too.
int floor_discs(int score) {
    return score >= 0 ? score / kScorePerDisc : -((-score + kScorePerDisc - 1) / kScorePerDisc);
}
int ceil_discs(int score) { return -floor_discs(-score); }

template <SearchStyle Style>
class Searcher {
public:
    Searcher(SearchTables& tables, std::uint64_t budget, const SearchControl& control,
             bool selective = true)
        : selective_(Style == SearchStyle::Hard && selective),
          table_(tables.table),
          counter_(budget, control,
                   [&tables] {
                       // Half the sample from each large table, so the sum is per mille.
                       return tables.table.used_of_first(kFillSample) +
                              tables.endgame.used_of_first(kFillSample);
                   }),
          solver_(counter_, tables.endgame, tables.near_end) {
        table_.new_search();
        tables.endgame.new_search();
        tables.near_end.new_search();
    }

    AlphaBetaResult run(const Position& root, const AlphaBetaLimits& limits,
                        std::vector<Move> root_moves, const InfoSink& on_info);
    // The root's score searched `depth` plies with the whole window, in hundredths.
    int score_root(const Position& root, int depth) {
        return search(root.player(), root.opponent(), depth, -kInfiniteScore, kInfiniteScore, 0);
    }

private:
    std::size_t search_root(const Position& root, int depth, const std::vector<Move>& order,
                            std::vector<int>& scores, int alpha, int beta);
    std::vector<SearchInfo> search_root_lines(const Position& root, int depth,
                                              const std::vector<Move>& order,
                                              std::vector<int>& scores, int alpha, int beta,
                                              int count);
    std::size_t solve_root_in_stages(const Position& root, int depth, std::vector<Move>& order,
                                     std::vector<int>& scores);
    std::size_t solve_root_stages(const Position& root, int depth, std::vector<Move>& order,
                                  std::vector<int>& scores);
    SearchInfo iteration_info(const Position& root, int depth, bool wld_window, int score,
                              std::vector<Move> pv) const;
    int search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int ply);
    std::optional<int> probcut(Bitboard player, Bitboard opponent, int depth, int alpha, int ply);
    int search_child(const ChildPosition& c, bool first, int depth, int alpha, int beta, int ply);
    int solve(Bitboard player, Bitboard opponent, int alpha, int beta, int ply);
    int leaf(Bitboard player, Bitboard opponent) const;
    int order_moves(Bitboard moves, int tt_move, CandidateList& list) const;
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

    const bool selective_;  // ProbCut on (Hard in play) or off (every line to its full depth)
    TranspositionTable& table_;
    NodeCounter counter_;
    EndgameSolver solver_;
    std::array<int, kSquareCount> history_{};
    std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv_{};
    std::array<int, kMaxPly + 2> pv_length_{};
};

template <SearchStyle Style>
int Searcher<Style>::leaf(Bitboard player, Bitboard opponent) const {
    const Bitboard player_moves = legal_moves(player, opponent);
    const Bitboard opponent_moves = legal_moves(opponent, player);
    if ((player_moves | opponent_moves) == 0) return final_score(player, opponent);
    return evaluate<Style>(player, opponent, player_moves, opponent_moves);
}

// Fills `list` best-first and returns how many moves there are: the table's move, then by
// square value plus the history of cut-offs.
template <SearchStyle Style>
int Searcher<Style>::order_moves(Bitboard moves, int tt_move, CandidateList& list) const {
    int count = 0;
    for_each_square(moves, [&](int square) {
        list[static_cast<std::size_t>(count++)] = {
            square == tt_move ? kFirstKey
                              : kOrderSquares[static_cast<std::size_t>(square)] +
                                    history_[static_cast<std::size_t>(square)],
            square};
    });
    sort_by_key(list, 0, count);
    return count;
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

// Principal-variation search of one child: the first with the full window, the others with a
// null window first and the full window again only when they beat alpha.
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
    if (const TableEntry* entry = table_.find(player, opponent)) {
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
    const int count = order_moves(moves, tt_move, list);
    const int original_alpha = alpha;
    int best_score = -kInfiniteScore;
    int best_square = kNoSquare;
    for (int i = 0; i < count; ++i) {
        const int square = list[static_cast<std::size_t>(i)].square;
        if (!counter_.visit()) return 0;
        const int score = search_child(make_child_position(player, opponent, square), i == 0, depth,
                                       alpha, beta, ply);
        if (counter_.aborted()) return 0;
        if (score > best_score) {
            best_score = score;
            best_square = square;
            if (score > alpha) {
                alpha = score;
                if (pv_node) set_pv(ply, Move::at(square));
                if (alpha >= beta) {
                    history_[static_cast<std::size_t>(square)] += depth * depth;
                    break;
                }
            }
        }
    }
    const Bound bound = best_score <= original_alpha ? Bound::Upper
                        : best_score >= beta         ? Bound::Lower
                                                     : Bound::Exact;
    assert(best_square != kNoSquare);
    table_.store(player, opponent, depth, best_score, bound, best_square);
    return best_score;
}

// One iteration at the root: every root move is searched in `order` (the first with a full
// window, the rest with null windows), so `scores` gets a value or a bound for each. Returns
// the index of the best move; ties go to the earlier one.
template <SearchStyle Style>
std::size_t Searcher<Style>::search_root(const Position& root, int depth,
                                         const std::vector<Move>& order, std::vector<int>& scores,
                                         int alpha, int beta) {
    pv_length_[0] = 0;
    std::size_t best = 0;
    // A narrow window's floor stays: a first move that fails low below it (a loss in a wld
    // window) leaves the others to be read against the window, not against the loss.
    const int window_floor = alpha;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (!counter_.visit()) return 0;
        const ChildPosition c =
            make_child_position(root.player(), root.opponent(), order[i].square());
        const int score = search_child(c, i == 0, depth, alpha, beta, 0);
        if (counter_.aborted()) return 0;
        scores[i] = score;
        if (i == 0 || score > alpha) {
            alpha = std::max(score, window_floor);
            best = i;
            set_pv(0, order[i]);
        }
        // Only a narrow window (wld) can be beaten: no other move can do better than a win.
        if (alpha >= beta) break;
    }
    return best;
}

// MultiPV: every root move searched with the whole window, so each gets its own value and
// line; the best `count` are returned best first (earlier first among equals), and `scores`
// gets every value. Empty when the search was cut short.
template <SearchStyle Style>
std::vector<SearchInfo> Searcher<Style>::search_root_lines(const Position& root, int depth,
                                                           const std::vector<Move>& order,
                                                           std::vector<int>& scores, int alpha,
                                                           int beta, int count) {
    std::vector<std::vector<Move>> lines(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (!counter_.visit()) return {};
        const ChildPosition c =
            make_child_position(root.player(), root.opponent(), order[i].square());
        scores[i] = search_child(c, true, depth, alpha, beta, 0);
        if (counter_.aborted()) return {};
        set_pv(0, order[i]);
        lines[i].assign(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
    }
    std::vector<std::size_t> ranked(order.size());
    for (std::size_t i = 0; i < ranked.size(); ++i)
        ranked[i] = i;
    std::stable_sort(ranked.begin(), ranked.end(),
                     [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
    const bool wld = beta - alpha <= 2 * kScorePerDisc;
    std::vector<SearchInfo> infos;
    for (std::size_t k = 0; k < ranked.size() && k < static_cast<std::size_t>(count); ++k) {
        const std::size_t i = ranked[k];
        infos.push_back(iteration_info(root, depth, wld, scores[i], std::move(lines[i])));
        infos.back().multipv = static_cast<int>(k) + 1;
    }
    return infos;
}

// An iteration's report of one root move: its score in discs (or, in a wld window, +1, 0 or
// -1), whether it is exact, and whether ProbCut may have cut its lines.
template <SearchStyle Style>
SearchInfo Searcher<Style>::iteration_info(const Position& root, int depth, bool wld_window,
                                           int score, std::vector<Move> pv) const {
    SearchInfo info;
    info.depth = depth;
    info.nodes = counter_.nodes();
    info.pv = std::move(pv);
    if (wld_window) {
        info.kind = ScoreKind::WinDrawLoss;
        info.score = score > 0 ? 1 : score < 0 ? -1 : 0;
        return info;
    }
    info.score = to_discs(score);
    if (depth >= root.empty_count()) {
        info.kind = ScoreKind::Exact;
    } else if (Style == SearchStyle::Hard && depth > kProbCutDepth) {
        info.selectivity = kProbCutMargin / kScorePerDisc;
    }
    return info;
}

// Hard's next root order: the best move first, then the others by what this iteration
// found of them (a value or a bound), earlier first among equals.
void reorder_root(std::vector<Move>& moves, std::vector<int>& scores, std::size_t best) {
    std::vector<std::size_t> index;
    index.push_back(best);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i != best) index.push_back(i);
    }
    std::stable_sort(index.begin() + 1, index.end(),
                     [&](std::size_t a, std::size_t b) { return scores[a] > scores[b]; });
    std::vector<Move> sorted_moves;
    std::vector<int> sorted_scores;
    for (std::size_t i : index) {
        sorted_moves.push_back(moves[i]);
        sorted_scores.push_back(scores[i]);
    }
    moves = std::move(sorted_moves);
    scores = std::move(sorted_scores);
}

// A long solve to the end: a selective solve first, whose scores order the root moves and
// whose table moves order the positions below them, then the exact solve in a window around
// its score (the whole window again when the exact score lies outside). Its solver orders
// for speed rather than for fewer positions: no budget is in sight.
template <SearchStyle Style>
std::size_t Searcher<Style>::solve_root_in_stages(const Position& root, int depth,
                                                  std::vector<Move>& order,
                                                  std::vector<int>& scores) {
    solver_.set_tuning(EndgameSolver::kFast);
    const std::size_t best = solve_root_stages(root, depth, order, scores);
    solver_.set_tuning(EndgameSolver::kThrifty);
    return best;
}

template <SearchStyle Style>
std::size_t Searcher<Style>::solve_root_stages(const Position& root, int depth,
                                               std::vector<Move>& order, std::vector<int>& scores) {
    for (std::size_t stage = 0; stage < kPreSolveMargins.size(); ++stage) {
        solver_.set_selectivity(static_cast<int>(kPreSolveMargins.size() - stage),
                                kPreSolveMargins[stage]);
        const std::size_t selective_best =
            search_root(root, depth, order, scores, -kInfiniteScore, kInfiniteScore);
        solver_.set_selectivity(0, 0);
        if (counter_.aborted()) return 0;
        reorder_root(order, scores, selective_best);
    }
    const int guess = scores.front();
    const int alpha = guess - kAspirationDiscs * kScorePerDisc;
    const int beta = guess + kAspirationDiscs * kScorePerDisc;
    const std::size_t best = search_root(root, depth, order, scores, alpha, beta);
    if (counter_.aborted() || (scores[best] > alpha && scores[best] < beta)) return best;
    return search_root(root, depth, order, scores, -kInfiniteScore, kInfiniteScore);
}

// Near the end Hard reads a few plies for a move to fall back on, then goes straight to the
// end of the game: the iterations in between would cost about as much as the last one. A
// search asked for the end by its depth, with no budget and no clock (`go depth 60`), does the
// same at any stage; `go infinite` keeps iterating, so it reports each depth.
constexpr int kJumpEmpties = 11;
constexpr int kJumpAfter = 4;

template <SearchStyle Style>
int next_depth(int depth, int last_depth, const Position& root, bool straight_to_end) {
    const int empties = root.empty_count();
    const bool to_end = last_depth == empties;
    const bool jump =
        (straight_to_end || (Style == SearchStyle::Hard && empties <= kJumpEmpties)) && to_end &&
        depth >= kJumpAfter && depth < last_depth;
    return jump ? last_depth : depth + 1;
}

template <SearchStyle Style>
AlphaBetaResult Searcher<Style>::run(const Position& root, const AlphaBetaLimits& limits,
                                     std::vector<Move> root_moves, const InfoSink& on_info) {
    const int max_depth = limits.depth;
    const bool depth_given = limits.depth_given;
    AlphaBetaResult result;
    result.best = root_moves.front();
    const int last_depth = std::min(max_depth, root.empty_count());
    std::vector<int> scores(root_moves.size(), 0);
    counter_.visit();  // the root itself: the budget is at least 1
    const bool straight_to_end = depth_given && counter_.unbounded();
    for (int depth = 1; depth <= last_depth;
         depth = next_depth<Style>(depth, last_depth, root, straight_to_end)) {
        if (depth > 1 && counter_.past_last_start()) break;
        // Endgame scores are whole discs, so (-1, +1) discs holds a draw alone.
        const bool wld = limits.wld && depth >= root.empty_count();
        const int alpha = wld ? -kScorePerDisc : -kInfiniteScore;
        const int beta = wld ? kScorePerDisc : kInfiniteScore;
        if (limits.multipv > 1) {
            const std::vector<SearchInfo> lines =
                search_root_lines(root, depth, root_moves, scores, alpha, beta, limits.multipv);
            if (counter_.aborted()) break;
            const auto best = static_cast<std::size_t>(
                std::find(root_moves.begin(), root_moves.end(), lines.front().pv.front()) -
                root_moves.begin());
            result.best = root_moves[best];
            result.deepest = lines.front();
            for (const SearchInfo& info : lines) {
                if (on_info) on_info(info);
            }
            if constexpr (Style == SearchStyle::Hard) reorder_root(root_moves, scores, best);
            continue;
        }
        std::size_t best = 0;
        // Normal keeps its seeded root order (it breaks ties), so only Hard solves in stages.
        if (Style == SearchStyle::Hard && !wld && depth >= root.empty_count() &&
            root.empty_count() >= kPreSolveEmpties) {
            best = solve_root_in_stages(root, depth, root_moves, scores);
        } else {
            best = search_root(root, depth, root_moves, scores, alpha, beta);
        }
        if (counter_.aborted()) break;
        const SearchInfo info = iteration_info(
            root, depth, wld, scores[best],
            {pv_[0].begin(), pv_[0].begin() + static_cast<std::ptrdiff_t>(pv_length_[0])});
        result.best = root_moves[best];
        result.deepest = info;
        if (on_info) on_info(info);
        if constexpr (Style == SearchStyle::Hard) reorder_root(root_moves, scores, best);
    }
    result.nodes = counter_.nodes();
    return result;
}

}  // namespace

std::vector<int> hard_scores_by_depth(const Position& root, int max_depth) {
    SearchTables& tables = this_threads_tables(kDefaultTableMegabytes);
    Searcher<SearchStyle::Hard> searcher(tables, UINT64_MAX, SearchControl{}, false);
    std::vector<int> scores;
    for (int depth = 1; depth <= max_depth; ++depth)
        scores.push_back(searcher.score_root(root, depth));
    return scores;
}

AlphaBetaResult alpha_beta_search(const Position& root, SearchStyle style,
                                  const AlphaBetaLimits& limits, std::vector<Move> root_moves,
                                  const SearchControl& control, const InfoSink& on_info) {
    SearchTables& tables = this_threads_tables(control.table_megabytes);
    if (style == SearchStyle::Hard) {
        Searcher<SearchStyle::Hard> searcher(tables, limits.nodes, control);
        return searcher.run(root, limits, std::move(root_moves), on_info);
    }
    Searcher<SearchStyle::Normal> searcher(tables, limits.nodes, control);
    return searcher.run(root, limits, std::move(root_moves), on_info);
}

}  // namespace reversi
