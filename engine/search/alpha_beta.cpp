// Principal-variation search (negamax with null windows) under iterative deepening, counting
// every position it creates. See protocol-spec/PROTOCOL.md, "Opponents", for the rules this
// code keeps: what a visited position is, how depth is counted, what is played when.
#include "search/alpha_beta.hpp"

#include <algorithm>
#include <array>

#include "search/board_features.hpp"
#include "search/evaluation.hpp"
#include "search/transposition_table.hpp"

namespace reversi {

namespace {

constexpr int kMaxPly = 128;   // 60 placed discs plus passes, with room to spare
constexpr int kMaxMoves = 64;  // any position given by `position board` fits
constexpr int kNoSquare = -1;

// Below this remaining depth children are ordered without being created (a static square
// order and the history of cut-offs); from it on they are created and ordered by the
// opponent's replies, which costs the positions it creates but is usually repaid.
constexpr int kCreateToOrderDepth = 3;

// Square preferences for ordering without creating the child.
constexpr std::array<int, kSquareCount> make_order_squares() {
    constexpr std::array<std::array<int, 4>, 4> quarter{{
        {90, -20, 20, 10},
        {-20, -40, 0, 0},
        {20, 0, 5, 3},
        {10, 0, 3, 0},
    }};
    std::array<int, kSquareCount> squares{};
    for (int s = 0; s < kSquareCount; ++s) {
        const int c = std::min(column_of(s), kBoardSize - 1 - column_of(s));
        const int r = std::min(row_of(s), kBoardSize - 1 - row_of(s));
        squares[static_cast<std::size_t>(s)] =
            quarter[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
    }
    return squares;
}
constexpr auto kOrderSquares = make_order_squares();

int to_discs(int score) {
    // Round half away from zero, in integers.
    return score >= 0 ? (score + kScorePerDisc / 2) / kScorePerDisc
                      : -((-score + kScorePerDisc / 2) / kScorePerDisc);
}

struct Child {
    Bitboard player = 0;  // the child position, side to move first
    Bitboard opponent = 0;
    int key = 0;
    int square = kNoSquare;
};

// Insertion sort, highest key first, earlier first among equals: lists are short, and
// std::stable_sort would allocate.
void sort_by_key(std::array<Child, kMaxMoves>& children, int count) {
    for (int i = 1; i < count; ++i) {
        const Child c = children[static_cast<std::size_t>(i)];
        int j = i;
        for (; j > 0 && children[static_cast<std::size_t>(j - 1)].key < c.key; --j)
            children[static_cast<std::size_t>(j)] = children[static_cast<std::size_t>(j - 1)];
        children[static_cast<std::size_t>(j)] = c;
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

Child make_child(Bitboard player, Bitboard opponent, int square) {
    const Bitboard turned = flips(player, opponent, square);
    return {opponent ^ turned, player | turned | square_bit(square), 0, square};
}

template <SearchStyle Style>
class Searcher {
public:
    Searcher(TranspositionTable& table, std::uint64_t budget) : table_(table), budget_(budget) {
        table_.new_search();
    }

    AlphaBetaResult run(const Position& root, int max_depth, std::vector<Move> root_moves,
                        const InfoSink& on_info);

private:
    // Counts one more visited position; false (and the search unwinds) once the budget is
    // spent, so the count never passes it.
    bool visit() {
        if (nodes_ >= budget_) {
            aborted_ = true;
            return false;
        }
        ++nodes_;
        return true;
    }

    std::size_t search_root(const Position& root, int depth, const std::vector<Move>& order,
                            std::vector<int>& scores);
    int search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta, int ply);
    int leaf(Bitboard player, Bitboard opponent) const;
    int order_children(Bitboard player, Bitboard opponent, Bitboard moves, int tt_move, int depth,
                       std::array<Child, kMaxMoves>& children, bool& created);
    void set_pv(int ply, Move m) {
        pv_[static_cast<std::size_t>(ply)][0] = m;
        const int child_length = pv_length_[static_cast<std::size_t>(ply + 1)];
        for (int i = 0; i < child_length; ++i) {
            pv_[static_cast<std::size_t>(ply)][static_cast<std::size_t>(i + 1)] =
                pv_[static_cast<std::size_t>(ply + 1)][static_cast<std::size_t>(i)];
        }
        pv_length_[static_cast<std::size_t>(ply)] = child_length + 1;
    }

    TranspositionTable& table_;
    std::uint64_t budget_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
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

// Fills `children` best-first and returns how many there are. The move from the table goes
// first; the rest are created and ordered by the replies they leave the opponent when deep
// enough (`created` says so), or else ordered by square and history only.
template <SearchStyle Style>
int Searcher<Style>::order_children(Bitboard player, Bitboard opponent, Bitboard moves, int tt_move,
                                    int depth, std::array<Child, kMaxMoves>& children,
                                    bool& created) {
    int count = 0;
    created = depth >= kCreateToOrderDepth;
    for_each_square(moves, [&](int square) {
        Child& c = children[static_cast<std::size_t>(count++)];
        c.square = square;
        c.key = kOrderSquares[static_cast<std::size_t>(square)] +
                history_[static_cast<std::size_t>(square)];
    });
    if (created) {
        for (int i = 0; i < count; ++i) {
            Child& c = children[static_cast<std::size_t>(i)];
            if (c.square == tt_move) continue;  // searched first anyway, created then
            if (!visit()) return 0;
            const Child made = make_child(player, opponent, c.square);
            c.player = made.player;
            c.opponent = made.opponent;
            const Bitboard replies = legal_moves(c.player, c.opponent);
            c.key = -64 * (popcount(replies) + popcount(replies & kCorners)) +
                    kOrderSquares[static_cast<std::size_t>(c.square)] -
                    8 * popcount(~(c.player | c.opponent) & features::neighbours(c.opponent));
        }
    }
    for (int i = 0; i < count; ++i) {
        if (children[static_cast<std::size_t>(i)].square == tt_move)
            children[static_cast<std::size_t>(i)].key = 1 << 30;
    }
    sort_by_key(children, count);
    return count;
}

template <SearchStyle Style>
int Searcher<Style>::search(Bitboard player, Bitboard opponent, int depth, int alpha, int beta,
                            int ply) {
    pv_length_[static_cast<std::size_t>(ply)] = 0;
    if (depth == 0 || ply >= kMaxPly) return leaf(player, opponent);

    const Bitboard moves = legal_moves(player, opponent);
    if (moves == 0) {
        if (legal_moves(opponent, player) == 0) return final_score(player, opponent);
        if (!visit()) return 0;
        // A pass costs no depth, so depth >= empties always reads to the end of the game.
        const int score = -search(opponent, player, depth, -beta, -alpha, ply + 1);
        if (!aborted_) set_pv(ply, Move::pass());
        return score;
    }

    const bool pv_node = beta - alpha > 1;
    const int empties = popcount(~(player | opponent));
    const int stored_depth = depth >= empties ? TranspositionTable::kExactDepth : depth;
    int tt_move = kNoSquare;
    if (const TableEntry* entry = table_.find(player, opponent)) {
        tt_move = entry->move;
        if (!pv_node && entry->depth >= stored_depth) {
            if (entry->bound == Bound::Exact) return entry->score;
            if (entry->bound == Bound::Lower && entry->score >= beta) return entry->score;
            if (entry->bound == Bound::Upper && entry->score <= alpha) return entry->score;
        }
    }

    std::array<Child, kMaxMoves> children;
    bool created = false;
    const int count = order_children(player, opponent, moves, tt_move, depth, children, created);
    if (aborted_) return 0;

    const int original_alpha = alpha;
    int best_score = -kInfiniteScore;
    int best_square = kNoSquare;
    for (int i = 0; i < count; ++i) {
        Child& c = children[static_cast<std::size_t>(i)];
        if (!created || c.square == tt_move) {
            if (!visit()) return 0;
            const Child made = make_child(player, opponent, c.square);
            c.player = made.player;
            c.opponent = made.opponent;
        }
        int score;
        if (i == 0) {
            score = -search(c.player, c.opponent, depth - 1, -beta, -alpha, ply + 1);
        } else {
            score = -search(c.player, c.opponent, depth - 1, -alpha - 1, -alpha, ply + 1);
            if (!aborted_ && score > alpha && score < beta)
                score = -search(c.player, c.opponent, depth - 1, -beta, -alpha, ply + 1);
        }
        if (aborted_) return 0;
        if (score > best_score) {
            best_score = score;
            best_square = c.square;
            if (score > alpha) {
                alpha = score;
                if (pv_node) set_pv(ply, Move::at(c.square));
                if (alpha >= beta) {
                    history_[static_cast<std::size_t>(c.square)] += depth * depth;
                    break;
                }
            }
        }
    }
    const Bound bound = best_score <= original_alpha ? Bound::Upper
                        : best_score >= beta         ? Bound::Lower
                                                     : Bound::Exact;
    table_.store(player, opponent, stored_depth, best_score, bound, best_square);
    return best_score;
}

// One iteration at the root: every root move is searched in `order` (the first with a full
// window, the rest with null windows), so `scores` gets a value or a bound for each. Returns
// the index of the best move; ties go to the earlier one.
template <SearchStyle Style>
std::size_t Searcher<Style>::search_root(const Position& root, int depth,
                                         const std::vector<Move>& order, std::vector<int>& scores) {
    pv_length_[0] = 0;
    int alpha = -kInfiniteScore;
    const int beta = kInfiniteScore;
    std::size_t best = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (!visit()) return 0;
        const Child c = make_child(root.player(), root.opponent(), order[i].square());
        int score;
        if (i == 0) {
            score = -search(c.player, c.opponent, depth - 1, -beta, -alpha, 1);
        } else {
            score = -search(c.player, c.opponent, depth - 1, -alpha - 1, -alpha, 1);
            if (!aborted_ && score > alpha)
                score = -search(c.player, c.opponent, depth - 1, -beta, -alpha, 1);
        }
        if (aborted_) return 0;
        scores[i] = score;
        if (i == 0 || score > alpha) {
            alpha = score;
            best = i;
            set_pv(0, order[i]);
        }
    }
    return best;
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

template <SearchStyle Style>
AlphaBetaResult Searcher<Style>::run(const Position& root, int max_depth,
                                     std::vector<Move> root_moves, const InfoSink& on_info) {
    AlphaBetaResult result;
    result.best = root_moves.front();
    const int last_depth = std::min(max_depth, root.empty_count());
    std::vector<int> scores(root_moves.size(), 0);
    visit();  // the root itself: the budget is at least 1
    for (int depth = 1; depth <= last_depth; ++depth) {
        const std::size_t best = search_root(root, depth, root_moves, scores);
        if (aborted_) break;
        SearchInfo info;
        info.depth = depth;
        info.nodes = nodes_;
        info.score = to_discs(scores[best]);
        for (int i = 0; i < pv_length_[0]; ++i)
            info.pv.push_back(pv_[0][static_cast<std::size_t>(i)]);
        result.best = root_moves[best];
        result.deepest = info;
        if (on_info) on_info(info);
        if constexpr (Style == SearchStyle::Hard) reorder_root(root_moves, scores, best);
    }
    result.nodes = nodes_;
    return result;
}

}  // namespace

AlphaBetaResult alpha_beta_search(const Position& root, SearchStyle style,
                                  const AlphaBetaLimits& limits, std::vector<Move> root_moves,
                                  const InfoSink& on_info) {
    thread_local TranspositionTable table;
    if (style == SearchStyle::Hard) {
        Searcher<SearchStyle::Hard> searcher(table, limits.nodes);
        return searcher.run(root, limits.depth, std::move(root_moves), on_info);
    }
    Searcher<SearchStyle::Normal> searcher(table, limits.nodes);
    return searcher.run(root, limits.depth, std::move(root_moves), on_info);
}

}  // namespace reversi
