// SPDX-License-Identifier: GPL-3.0-or-later
// Exact endgame search: principal-variation search over a table with fastest-first ordering
// far from the end, parity-ordered alpha-beta nearer to it, and move-list-free code for the
// last four empty squares. See PROTOCOL.md, "Hard", for what each part buys.
#include "search/endgame.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>

#include "core/last_flips.hpp"
#include "core/moves.hpp"
#include "search/evaluation.hpp"
#include "search/shallow_search.hpp"
#include "search/stability.hpp"

namespace reversi {

namespace {

constexpr int kNoCut = 1000;
// Weights of the fastest-first key (per reply left to the opponent, corners counting twice,
// is 16): the opponent's frontier squares, and a move into an odd quarter.
constexpr int kFrontierWeight = 2;
constexpr int kParityWeight = 4;
// From 8 empties up the key also holds an estimate of the child (hundredths of a disc,
// divided by `divisor`): Hard's evaluation of it (the child exists already, so this costs no
// visited position), and from 14 (long solves: 16) up a search of one, two, four or six plies with
// that evaluation, whose positions count. Far from the end a wrong first move costs a large
// subtree, and a look ahead at each child is cheap beside it (on FFO #40-#41 it halved the
// positions visited; four and six plies from 21 and 25 empties took 11% to 42% off the
// positions of FFO #50-#54). Four plies start at 22 rather than 21 empties (FFO #45-#52: 0.95
// of the CPU; #50-#54 the same).
// The look stops reading a child once the opponent has a reply that leaves the move
// kSortFloorDiscs below the node's window: how bad a bad move is does not order it any better
// (3% to 6% less CPU on FFO #41-#50, with up to 4.5% more positions on some).
struct OrderingLook {
    int empties;  // from this many empties up (in the node being ordered)
    int depth;    // plies read below the child
    int divisor;  // the estimate's weight: one reply left to the opponent is 16
};
constexpr int kSortFloorDiscs = 8;
// The look at a child after the first stops once the child's key falls this far below the
// best key so far (three replies' worth): the first child is chosen exactly as with full
// looks, the few near it are still weighed exactly, and the rest get a bound, which orders
// them well enough (FFO #45-#52: 2.9% fewer positions, 0.93 of the CPU).
constexpr int kLookSlack = 48;
// The deeper looks, deepest first; below them a one-ply look from where the tuning says
// (Tuning::one_ply_empties), and the evaluation alone under that.
constexpr std::array<OrderingLook, 3> kDeepLooks = {{{25, 6, 8}, {22, 4, 8}, {18, 2, 8}}};
constexpr OrderingLook kOnePlyLook = {0, 1, 16};
constexpr OrderingLook kEvaluationOnly = {0, 0, 32};
const OrderingLook* ordering_look(int empties, int one_ply_empties) {
    for (const OrderingLook& look : kDeepLooks) {
        if (empties >= look.empties) return &look;
    }
    return empties >= one_ply_empties ? &kOnePlyLook : &kEvaluationOnly;
}
// ProbCut in the pre-solve from this many empties up, with an estimate of this depth.
constexpr int kProbCutEmpties = 10;
int probcut_depth(int empties) { return empties >= 18 ? 2 : empties >= 13 ? 1 : 0; }
// The stability bound is looked for only when alpha is this high for the empties left:
// lower windows almost never fail against it, and it costs a few hundred operations.
constexpr int stability_alpha(int empties) { return 2 * empties - 8; }

// The four 4x4 quarters: parity ordering plays first in quarters with an odd number of
// empties, where the side to move may keep the last move.
constexpr std::array<Bitboard, 4> kQuarters = {0x000000000F0F0F0FULL, 0x00000000F0F0F0F0ULL,
                                               0x0F0F0F0F00000000ULL, 0xF0F0F0F000000000ULL};

// The empty squares that lie in quarters holding an odd number of empties.
Bitboard odd_quarters(Bitboard empty) {
    Bitboard odd = 0;
    for (const Bitboard quarter : kQuarters) {
        if ((popcount(empty & quarter) & 1) != 0) odd |= quarter;
    }
    return empty & odd;
}

// The empty squares next to `discs`: where the other side may find moves later.
constexpr Bitboard frontier(Bitboard discs, Bitboard empty) {
    constexpr Bitboard kNotA = 0xFEFEFEFEFEFEFEFEULL;
    constexpr Bitboard kNotH = 0x7F7F7F7F7F7F7F7FULL;
    const Bitboard west = (discs >> 1) & kNotH;
    const Bitboard east = (discs << 1) & kNotA;
    const Bitboard around = west | east | discs;
    return (west | east | (around << 8) | (around >> 8)) & empty;
}

// The final score, in discs, of a finished game with the given discs.
int final_discs(Bitboard player, Bitboard opponent) {
    const int difference = popcount(player) - popcount(opponent);
    const int empties = kSquareCount - popcount(player | opponent);
    return difference > 0 ? difference + empties : difference < 0 ? difference - empties : 0;
}

// The squares around each square: a move there turns discs only if one of them is the other
// side's, which is cheaper to ask than to look for the discs.
constexpr std::array<Bitboard, kSquareCount> make_neighbours() {
    std::array<Bitboard, kSquareCount> around{};
    for (int s = 0; s < kSquareCount; ++s)
        around[static_cast<std::size_t>(s)] = frontier(square_bit(s), ~Bitboard{0});
    return around;
}
constexpr auto kNeighbours = make_neighbours();

using Child = EndgameSolver::Child;
Child play(Bitboard player, Bitboard opponent, int square, Bitboard turned) {
    return {opponent ^ turned, player | turned | square_bit(square)};
}

}  // namespace

int EndgameSolver::solve(Bitboard player, Bitboard opponent, int alpha, int beta) {
    assert(alpha < beta);
    return search(player, opponent, alpha, beta, kSquareCount - popcount(player | opponent));
}

// A selective search's shortcut: the score estimated by a shallow search, when it lies far
// beyond the null window (alpha, alpha + 1), stands for the result; kNoCut when it does not.
int EndgameSolver::probcut(Bitboard player, Bitboard opponent, Bitboard moves, int alpha,
                           int empties) {
    const int estimate = shallow_score(player, opponent, moves, probcut_depth(empties),
                                       -kInfiniteScore, kInfiniteScore, counter_);
    if (estimate >= (alpha + 1 + margin_) * kScorePerDisc) return alpha + 1;
    if (estimate <= (alpha - margin_) * kScorePerDisc) return alpha;
    return kNoCut;
}

std::vector<Move> EndgameSolver::principal_line(Bitboard player, Bitboard opponent,
                                                int room) const {
    std::vector<Move> line;
    while (static_cast<int>(line.size()) < room) {
        if (legal_moves(player, opponent) == 0) {
            if (legal_moves(opponent, player) == 0) break;  // the game is over
            line.push_back(Move::pass());
            std::swap(player, opponent);
            continue;
        }
        const std::optional<EndgameEntry> e = table_.find(player, opponent);
        const Bitboard moves = legal_moves(player, opponent);
        int square = kNoSquare;
        if (e && e->selectivity == 0 && e->lower == e->upper && e->move != EndgameEntry::kNoMove) {
            square = e->move;
        } else if (popcount(moves) == 1) {
            square = lowest_square(moves);  // forced: the last move, for one
        } else {
            break;
        }
        line.push_back(Move::at(square));
        const Child c = play(player, opponent, square, flips(player, opponent, square));
        player = c.player;
        opponent = c.opponent;
    }
    // A line never ends on a pass: the move after it was not known.
    while (!line.empty() && line.back().is_pass())
        line.pop_back();
    return line;
}

// The side to move cannot play: the game ends, or the other side plays on (a visited position).
int EndgameSolver::pass(Bitboard player, Bitboard opponent, int alpha, int beta, int empties) {
    if (legal_moves(opponent, player) == 0) return final_discs(player, opponent);
    if (!counter_.visit()) return 0;
    return -search(opponent, player, -beta, -alpha, empties);
}

int EndgameSolver::search(Bitboard player, Bitboard opponent, int alpha, int beta, int empties) {
    assert(alpha < beta && empties == kSquareCount - popcount(player | opponent));
    const Bitboard empty = ~(player | opponent);
    if (empties == 0) return final_discs(player, opponent);
    if (empties == 1) return solve_last(player, opponent, lowest_square(empty));
    // Open windows (the few nodes of the principal line) take the general path, which leaves
    // their best moves in the table for the line to be reported.
    const bool open_window = beta - alpha > 1;
    switch (open_window ? 0 : empties) {
        case 2:
            return solve_few<2>(player, opponent, alpha, beta, empty);
        case 3:
            return solve_few<3>(player, opponent, alpha, beta, empty);
        case 4:
            return solve_few<4>(player, opponent, alpha, beta, empty);
        default:
            break;
    }
    const Bitboard moves = legal_moves(player, opponent);
    if (moves == 0) return pass(player, opponent, alpha, beta, empties);
    if (alpha >= stability_alpha(empties)) {
        const int highest = kSquareCount - 2 * popcount(stable_discs(opponent, player));
        if (highest <= alpha) return highest;
    }
    if (empties < tuning_.ordered_empties)
        return search_parity(player, opponent, moves, alpha, beta, empties);
    return search_ordered(player, opponent, moves, alpha, beta, empties);
}

// Near the end: moves in odd quarters first, each child created only when it is searched.
int EndgameSolver::search_parity(Bitboard player, Bitboard opponent, Bitboard moves, int alpha,
                                 int beta, int empties) {
    const Bitboard odd = odd_quarters(~(player | opponent));
    const int original_alpha = alpha;
    int best = kWorst;
    int best_square = kNoSquare;
    for (const Bitboard group : {moves & odd, moves & ~odd}) {
        for (Bitboard rest = group; rest != 0; rest &= rest - 1) {
            const int square = lowest_square(rest);
            if (!counter_.visit()) return 0;
            const Child c = play(player, opponent, square, flips(player, opponent, square));
            const int score = -search(c.player, c.opponent, -beta, -alpha, empties - 1);
            if (counter_.aborted()) return 0;
            if (score > best) {
                best = score;
                best_square = square;
                if (score >= beta) break;
                if (score > alpha) alpha = score;
            }
        }
        if (best >= beta) break;
    }
    if (beta - original_alpha > 1) {
        table_.store(player, opponent, empties, best > original_alpha ? best : -kSquareCount,
                     best < beta ? best : kSquareCount, best_square, selectivity_);
    }
    return best;
}

int EndgameSolver::search_ordered(Bitboard player, Bitboard opponent, Bitboard moves, int alpha,
                                  int beta, int empties) {
    int table_move = kNoSquare;
    EndgameTable& table =
        empties >= tuning_.tabled_empties || beta - alpha > 1 ? table_ : near_end_table_;
    if (const std::optional<EndgameEntry> e = table.find(player, opponent)) {
        if (trusted(*e)) {
            if (e->lower >= beta) return e->lower;
            if (e->upper <= alpha) return e->upper;
            if (e->lower == e->upper) return e->lower;
        }
        if (e->move != EndgameEntry::kNoMove) table_move = e->move;
    }
    if (selectivity_ > 0 && beta - alpha == 1 && empties >= kProbCutEmpties) {
        const int cut = probcut(player, opponent, moves, alpha, empties);
        if (counter_.aborted()) return 0;
        if (cut != kNoCut) {
            table.store(player, opponent, empties, cut == beta ? beta : -kSquareCount,
                        cut == alpha ? alpha : kSquareCount, EndgameEntry::kNoMove, selectivity_);
            return cut;
        }
    }
    const int original_alpha = alpha;
    int best = kWorst;
    int best_square = kNoSquare;
    // The table's move is searched before the others are created: it often cuts off alone.
    if (table_move != kNoSquare) {
        if (!counter_.visit()) return 0;
        const Child c = play(player, opponent, table_move, flips(player, opponent, table_move));
        best = -search(c.player, c.opponent, -beta, -alpha, empties - 1);
        if (counter_.aborted()) return 0;
        best_square = table_move;
        moves &= ~square_bit(table_move);
        if (best > alpha) alpha = best;
    }
    CandidateList list;  // NOLINT(cppcoreguidelines-pro-type-member-init): filled as used
    const int count = best >= beta ? 0 : order_children(player, opponent, moves, beta, list);
    if (count < 0) return count == kCutOff ? list[0].key : 0;
    if (busy_ != nullptr && empties >= kSharedEmpties) {
        if (!search_shared(list, count, best, best_square, alpha, beta, empties)) return 0;
    } else {
        for (int i = 0; i < count; ++i) {
            const Candidate& m = list[static_cast<std::size_t>(i)];
            const int score = child_score(m.child, best == kWorst, alpha, beta, empties);
            if (counter_.aborted()) return 0;
            if (score > best) {
                best = score;
                best_square = m.square;
                if (score >= beta) break;
                if (score > alpha) alpha = score;
            }
        }
    }
    const int lower = best > original_alpha ? best : -kSquareCount;
    const int upper = best < beta ? best : kSquareCount;
    table.store(player, opponent, empties, lower, upper, best_square, selectivity_);
    return best;
}

// One child's score, principal-variation style: the first child gets the whole window, the
// others a null window above alpha and a second search only when they land inside the window.
int EndgameSolver::child_score(const Child& child, bool first, int alpha, int beta, int empties) {
    if (first) return -search(child.player, child.opponent, -beta, -alpha, empties - 1);
    const int score = -search(child.player, child.opponent, -alpha - 1, -alpha, empties - 1);
    if (counter_.aborted() || score <= alpha || score >= beta) return score;
    return -search(child.player, child.opponent, -beta, -alpha, empties - 1);
}

// Creates (and counts) every child in `moves` to order them: fewest replies for the opponent
// first, corners weighing double, odd quarters before even ones, and (from 8 empties up) the
// child's estimated score. Returns how many, or kAborted, or kCutOff with the score in
// list[0].key when the table already shows a child bad enough for the opponent (an enhanced
// transposition cut-off).
int EndgameSolver::order_children(Bitboard player, Bitboard opponent, Bitboard moves, int beta,
                                  CandidateList& list) {
    int count = 0;
    const int empties = kSquareCount - popcount(player | opponent);
    const bool children_tabled = empties >= tuning_.probed_empties;
    const OrderingLook* look = empties >= tuning_.evaluated_empties
                                   ? ordering_look(empties, tuning_.one_ply_empties)
                                   : nullptr;
    const Bitboard odd = odd_quarters(~(player | opponent));
    // The opponent's replies from this score up (hundredths) show a move too bad to weigh.
    const int refuted = -(beta - 1 - kSortFloorDiscs) * kScorePerDisc;
    // Long solves make every child first, each one's table bucket loading while the next ones
    // are made: the look-ups below then wait for memory far less (0.97 of the CPU on FFO
    // #45-#49), though an enhanced cut-off no longer spares the children after it.
    std::array<Child, 32> made;  // NOLINT(cppcoreguidelines-pro-type-member-init)
    int made_count = 0;
    if (tuning_.children_first) {
        for (Bitboard rest = moves; rest != 0; rest &= rest - 1) {
            const int square = lowest_square(rest);
            if (!counter_.visit()) return kAborted;
            const Child c = play(player, opponent, square, flips(player, opponent, square));
            if (children_tabled) table_.prefetch(c.player, c.opponent);
            made[static_cast<std::size_t>(made_count++)] = c;
        }
    }
    int n = 0;
    for (Bitboard rest = moves; rest != 0; rest &= rest - 1, ++n) {
        const int square = lowest_square(rest);
        Child c;  // NOLINT(cppcoreguidelines-pro-type-member-init): set just below
        if (n < made_count) {
            c = made[static_cast<std::size_t>(n)];
        } else {
            if (!counter_.visit()) return kAborted;
            c = play(player, opponent, square, flips(player, opponent, square));
            // Its entry is likely out of the cache: the load overlaps the key's arithmetic.
            if (children_tabled) table_.prefetch(c.player, c.opponent);
        }
        const Bitboard replies = legal_moves(c.player, c.opponent);
        int key = -16 * weighted_replies(replies) -
                  kFrontierWeight * popcount(frontier(c.opponent, ~(c.player | c.opponent))) +
                  ((odd & square_bit(square)) != 0 ? kParityWeight : 0);
        const std::optional<EndgameEntry> e =
            children_tabled ? table_.find(c.player, c.opponent) : std::nullopt;
        if (e && trusted(*e) && -e->upper >= beta) {
            list[0].key = -e->upper;
            return kCutOff;
        }
        if (look != nullptr) {
            // A later child's look needs to say only whether the child comes first or near:
            // past kLookSlack below the best key so far it stops at a bound.
            int ceiling = refuted;
            if (count > 0) {
                const int near_best = (key - list[0].key + 1 + kLookSlack) * look->divisor;
                ceiling = std::min(ceiling, std::max(near_best, -kInfiniteScore + 1));
            }
            key -= shallow_score(c.player, c.opponent, replies, look->depth, -kInfiniteScore,
                                 ceiling, counter_) /
                   look->divisor;
            if (counter_.aborted()) return kAborted;
        }
        int i = count++;
        for (; i > 0 && list[static_cast<std::size_t>(i - 1)].key < key; --i)
            list[static_cast<std::size_t>(i)] = list[static_cast<std::size_t>(i - 1)];
        list[static_cast<std::size_t>(i)] = {key, square, c};
    }
    return count;
}

// Two to four empties: no move list, no table; squares in odd quarters first.
template <int N>
int EndgameSolver::solve_few(Bitboard player, Bitboard opponent, int alpha, int beta,
                             Bitboard empty) {
    const Bitboard odd = N >= 3 ? odd_quarters(empty) : empty;
    int best = kWorst;
    bool moved = false;
    for (const Bitboard group : {odd, empty & ~odd}) {
        for (Bitboard rest = group; rest != 0; rest &= rest - 1) {
            const int square = lowest_square(rest);
            if ((opponent & kNeighbours[static_cast<std::size_t>(square)]) == 0) continue;
            const Bitboard turned = flips(player, opponent, square);
            if (turned == 0) continue;
            moved = true;
            if (!counter_.visit()) return 0;
            const Child c = play(player, opponent, square, turned);
            int score;
            if constexpr (N == 2) {
                score =
                    -solve_last(c.player, c.opponent, lowest_square(empty ^ square_bit(square)));
            } else {
                score = -solve_few<N - 1>(c.player, c.opponent, -beta, -alpha,
                                          empty ^ square_bit(square));
            }
            if (counter_.aborted()) return 0;
            if (score > best) {
                best = score;
                if (score >= beta) return best;
                if (score > alpha) alpha = score;
            }
        }
    }
    if (moved) return best;
    if (legal_moves(opponent, player) == 0) return final_discs(player, opponent);
    if (!counter_.visit()) return 0;
    return -solve_few<N>(opponent, player, -beta, -alpha, empty);
}

// One empty square: whoever can play it does (the side to move first), and the game ends.
int EndgameSolver::solve_last(Bitboard player, Bitboard opponent, int square) {
    if (const int turned = last_flip_count(player, square); turned != 0) {
        if (!counter_.visit()) return 0;
        return 2 * (popcount(player) + turned + 1) - kSquareCount;
    }
    if (const int turned = last_flip_count(opponent, square); turned != 0) {
        // The pass and the other side's move are two visited positions.
        if (!counter_.visit() || !counter_.visit()) return 0;
        return kSquareCount - 2 * (popcount(opponent) + turned + 1);
    }
    return final_discs(player, opponent);
}

}  // namespace reversi
