// SPDX-License-Identifier: GPL-3.0-or-later
// The root of the search behind Normal and Hard: iterative deepening, MultiPV lines, Hard's
// staged solves and root reordering, when to jump to the end, and each iteration's report. The
// node search below the root is searcher.hpp.
#include "search/alpha_beta.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "search/searcher.hpp"

namespace reversi {

namespace {

// Hard's solves to the end from this many empties up go in stages (solve_root_in_stages):
// selective solves that cut positions whose estimate lies kPreSolveMargins discs beyond a
// null window (the narrowest margin first), then the exact solve in a window of
// kAspirationDiscs around the last selective score. Hard's own budget never reaches them.
constexpr int kPreSolveEmpties = 18;
constexpr std::array<int, 3> kPreSolveMargins = {4, 8, 16};
constexpr int kAspirationDiscs = 4;

int to_discs(int score) {
    // Round half away from zero, in integers.
    return score >= 0 ? (score + kScorePerDisc / 2) / kScorePerDisc
                      : -((-score + kScorePerDisc / 2) / kScorePerDisc);
}

// The root of one search: its iterations, each searching every root move with the node search
// below it, and what each finished iteration reports.
template <SearchStyle Style>
class RootSearch {
public:
    explicit RootSearch(Searcher<Style>& searcher)
        : searcher_(searcher), counter_(searcher.counter()) {}

    // `first_depth`: a helper of a shared search may start deeper than 1, so that the
    // threads' iterations are staggered.
    AlphaBetaResult run(const Position& root, const AlphaBetaLimits& limits,
                        std::vector<Move> root_moves, const InfoSink& on_info, int first_depth = 1);

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

    Searcher<Style>& searcher_;
    NodeCounter& counter_;
};

// One iteration at the root: every root move is searched in `order` (the first with a full
// window, the rest with null windows), so `scores` gets a value or a bound for each. Returns
// the index of the best move; ties go to the earlier one.
template <SearchStyle Style>
std::size_t RootSearch<Style>::search_root(const Position& root, int depth,
                                           const std::vector<Move>& order, std::vector<int>& scores,
                                           int alpha, int beta) {
    searcher_.clear_pv(0);
    std::size_t best = 0;
    // A narrow window's floor stays: a first move that fails low below it (a loss in a wld
    // window) leaves the others to be read against the window, not against the loss.
    const int window_floor = alpha;
    BusyPositions* const busy = searcher_.busy();
    std::size_t searched = 0;
    // False when the search was stopped.
    const auto search_move = [&](std::size_t i) {
        if (!counter_.visit()) return false;
        const ChildPosition c =
            make_child_position(root.player(), root.opponent(), order[i].square());
        if (busy != nullptr) busy->enter(c.player, c.opponent);
        const bool first = searched++ == 0;
        const int score = searcher_.search_child(c, first, depth, alpha, beta, 0);
        if (busy != nullptr) busy->leave(c.player, c.opponent);
        if (counter_.aborted()) return false;
        scores[i] = score;
        if (first || score > alpha) {
            alpha = std::max(score, window_floor);
            best = i;
            searcher_.set_pv(0, order[i]);
        }
        return true;
    };
    // Only a narrow window (wld) can be beaten: no other move can do better than a win. In a
    // shared search a move another thread is reading waits until the others are read.
    std::vector<std::size_t> deferred;
    for (std::size_t i = 0; i < order.size() && alpha < beta; ++i) {
        if (busy != nullptr && searched > 0) {
            const ChildPosition c =
                make_child_position(root.player(), root.opponent(), order[i].square());
            if (busy->busy(c.player, c.opponent)) {
                deferred.push_back(i);
                continue;
            }
        }
        if (!search_move(i)) return 0;
    }
    for (std::size_t k = 0; k < deferred.size() && alpha < beta; ++k) {
        if (!search_move(deferred[k])) return 0;
    }
    return best;
}

// MultiPV: every root move searched with the whole window, so each gets its own value and
// line; the best `count` are returned best first (earlier first among equals), and `scores`
// gets every value. Empty when the search was cut short.
template <SearchStyle Style>
std::vector<SearchInfo> RootSearch<Style>::search_root_lines(const Position& root, int depth,
                                                             const std::vector<Move>& order,
                                                             std::vector<int>& scores, int alpha,
                                                             int beta, int count) {
    std::vector<std::vector<Move>> lines(order.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (!counter_.visit()) return {};
        const ChildPosition c =
            make_child_position(root.player(), root.opponent(), order[i].square());
        scores[i] = searcher_.search_child(c, true, depth, alpha, beta, 0);
        if (counter_.aborted()) return {};
        searcher_.set_pv(0, order[i]);
        lines[i] = searcher_.pv(0);
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
SearchInfo RootSearch<Style>::iteration_info(const Position& root, int depth, bool wld_window,
                                             int score, std::vector<Move> pv) const {
    SearchInfo info;
    info.depth = depth;
    info.nodes = counter_.team_nodes();
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
std::size_t RootSearch<Style>::solve_root_in_stages(const Position& root, int depth,
                                                    std::vector<Move>& order,
                                                    std::vector<int>& scores) {
    searcher_.solver().set_tuning(EndgameSolver::kFast);
    const std::size_t best = solve_root_stages(root, depth, order, scores);
    searcher_.solver().set_tuning(EndgameSolver::kThrifty);
    return best;
}

template <SearchStyle Style>
std::size_t RootSearch<Style>::solve_root_stages(const Position& root, int depth,
                                                 std::vector<Move>& order,
                                                 std::vector<int>& scores) {
    for (std::size_t stage = 0; stage < kPreSolveMargins.size(); ++stage) {
        searcher_.solver().set_selectivity(static_cast<int>(kPreSolveMargins.size() - stage),
                                           kPreSolveMargins[stage]);
        const std::size_t selective_best =
            search_root(root, depth, order, scores, -kInfiniteScore, kInfiniteScore);
        searcher_.solver().set_selectivity(0, 0);
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
AlphaBetaResult RootSearch<Style>::run(const Position& root, const AlphaBetaLimits& limits,
                                       std::vector<Move> root_moves, const InfoSink& on_info,
                                       int first_depth) {
    const int max_depth = limits.depth;
    const bool depth_given = limits.depth_given;
    AlphaBetaResult result;
    result.best = root_moves.front();
    const int last_depth = std::min(max_depth, root.empty_count());
    std::vector<int> scores(root_moves.size(), 0);
    counter_.visit();  // the root itself: the budget is at least 1
    const bool straight_to_end = depth_given && counter_.unbounded();
    for (int depth = first_depth; depth <= last_depth;
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
        const SearchInfo info = iteration_info(root, depth, wld, scores[best], searcher_.pv(0));
        result.best = root_moves[best];
        result.deepest = info;
        if (on_info) on_info(info);
        if constexpr (Style == SearchStyle::Hard) reorder_root(root_moves, scores, best);
    }
    result.nodes = counter_.team_nodes();
    return result;
}

// The threads a search may share (SearchControl::threads): more than one only for
// a search on a clock or until `stop` (not reproducible anyway) and for a solve to the end with
// no node budget (its score is exact whatever the threads do).
int search_threads(const Position& root, const AlphaBetaLimits& limits,
                   const SearchControl& control) {
    if (control.threads <= 1 || limits.nodes != NodeCounter::kUnlimited) return 1;
    const bool solve = limits.wld || (limits.depth_given && limits.depth >= root.empty_count());
    return control.timed || solve ? control.threads : 1;
}

// The main thread's search, with helpers beside it when it may be shared (search_team.hpp):
// odd helpers start one iteration deeper than the main thread, and each reads the root's moves
// that no other thread is reading first.
template <SearchStyle Style>
AlphaBetaResult search_root_moves(SearchTables& tables, const Position& root,
                                  const AlphaBetaLimits& limits, std::vector<Move> root_moves,
                                  const SearchControl& control, const InfoSink& on_info) {
    const int threads = search_threads(root, limits, control);
    if (threads == 1) {
        Searcher<Style> searcher(tables, limits.nodes, control);
        return RootSearch(searcher).run(root, limits, std::move(root_moves), on_info);
    }
    SearchTeam team(threads - 1);
    // The main thread's searcher starts the tables' new search before any helper reads them.
    Searcher<Style> searcher(tables, limits.nodes, control, true, &team.main_seat());
    team.start([&tables, &root, limits, moves = root_moves](
                   const TeamSeat& seat, const SearchControl& helper_control, int index) {
        Searcher<Style> helper(tables, limits.nodes, helper_control, true, &seat);
        RootSearch(helper).run(root, limits, moves, {}, 1 + index % 2);
        helper.counter().publish();
    });
    AlphaBetaResult result = RootSearch(searcher).run(root, limits, std::move(root_moves), on_info);
    team.finish();
    result.nodes = searcher.counter().team_nodes();
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
    SearchTables& tables =
        control.tables != nullptr ? *control.tables : this_threads_tables(kDefaultTableMegabytes);
    if (style == SearchStyle::Hard)
        return search_root_moves<SearchStyle::Hard>(tables, root, limits, std::move(root_moves),
                                                    control, on_info);
    return search_root_moves<SearchStyle::Normal>(tables, root, limits, std::move(root_moves),
                                                  control, on_info);
}

}  // namespace reversi
