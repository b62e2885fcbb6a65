// Exact endgame search: principal-variation search over a table with fastest-first ordering
// far from the end, parity-ordered alpha-beta nearer to it, and move-list-free code for the
// last four empty squares. See PROTOCOL.md, "Hard", for what each part buys.
#include "search/endgame.hpp"

#include <array>
#include <cassert>

#include "core/moves.hpp"
#include "search/stability.hpp"

namespace reversi {

namespace {

constexpr int kNoSquare = -1;
constexpr int kWorst = -65;  // below every final score
constexpr int kMaxMoves = 32;
// From this many empties up, positions go to the table and moves are ordered fastest-first
// (their children created first); below it, by parity alone, created only when searched.
constexpr int kOrderedEmpties = 7;
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

// The final score, in discs, of a finished game with the given discs.
int final_discs(Bitboard player, Bitboard opponent) {
    const int difference = popcount(player) - popcount(opponent);
    const int empties = kSquareCount - popcount(player | opponent);
    return difference > 0 ? difference + empties : difference < 0 ? difference - empties : 0;
}

struct Child {
    Bitboard player;
    Bitboard opponent;
};
Child play(Bitboard player, Bitboard opponent, int square, Bitboard turned) {
    return {opponent ^ turned, player | turned | square_bit(square)};
}

struct Candidate {
    int key;
    int square;
    Child child;
};

}  // namespace

int EndgameSolver::solve(Bitboard player, Bitboard opponent, int alpha, int beta) {
    assert(alpha < beta);
    return search(player, opponent, alpha, beta, kSquareCount - popcount(player | opponent));
}

int EndgameSolver::best_move(Bitboard player, Bitboard opponent) const {
    const EndgameEntry* e = table_.find(player, opponent);
    return e == nullptr || e->move == EndgameEntry::kNoMove ? kNoSquare : e->move;
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
    switch (empties) {
        case 0:
            return final_discs(player, opponent);
        case 1:
            return solve_last(player, opponent, lowest_square(empty));
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
    if (empties < kOrderedEmpties)
        return search_parity(player, opponent, moves, alpha, beta, empties);
    return search_ordered(player, opponent, moves, alpha, beta, empties);
}

// Near the end: moves in odd quarters first, each child created only when it is searched.
int EndgameSolver::search_parity(Bitboard player, Bitboard opponent, Bitboard moves, int alpha,
                                 int beta, int empties) {
    const Bitboard odd = odd_quarters(~(player | opponent));
    int best = kWorst;
    for (const Bitboard group : {moves & odd, moves & ~odd}) {
        for (Bitboard rest = group; rest != 0; rest &= rest - 1) {
            const int square = lowest_square(rest);
            if (!counter_.visit()) return 0;
            const Child c = play(player, opponent, square, flips(player, opponent, square));
            const int score = -search(c.player, c.opponent, -beta, -alpha, empties - 1);
            if (counter_.aborted()) return 0;
            if (score > best) {
                best = score;
                if (score >= beta) return best;
                if (score > alpha) alpha = score;
            }
        }
    }
    return best;
}

int EndgameSolver::search_ordered(Bitboard player, Bitboard opponent, Bitboard moves, int alpha,
                                  int beta, int empties) {
    int table_move = kNoSquare;
    if (const EndgameEntry* e = table_.find(player, opponent)) {
        if (e->lower >= beta) return e->lower;
        if (e->upper <= alpha) return e->upper;
        if (e->lower == e->upper) return e->lower;
        if (e->move != EndgameEntry::kNoMove) table_move = e->move;
    }
    // Every child is created (and counted) to be ordered: fewest replies for the opponent
    // first, corners weighing double, odd quarters before even ones, the table's move first.
    std::array<Candidate, kMaxMoves> list;  // NOLINT(cppcoreguidelines-pro-type-member-init)
    int count = 0;
    const Bitboard odd = odd_quarters(~(player | opponent));
    for (Bitboard rest = moves; rest != 0; rest &= rest - 1) {
        const int square = lowest_square(rest);
        if (!counter_.visit()) return 0;
        const Child c = play(player, opponent, square, flips(player, opponent, square));
        // Enhanced transposition cut-off: a child already known bad enough for the opponent.
        if (const EndgameEntry* e = table_.find(c.player, c.opponent); e && -e->upper >= beta) {
            table_.store(player, opponent, empties, -e->upper, kSquareCount, square);
            return -e->upper;
        }
        const Bitboard replies = legal_moves(c.player, c.opponent);
        const int key = square == table_move
                            ? 1 << 20
                            : -16 * (popcount(replies) + popcount(replies & kCorners)) +
                                  ((odd & square_bit(square)) != 0 ? 4 : 0);
        int i = count++;
        for (; i > 0 && list[static_cast<std::size_t>(i - 1)].key < key; --i)
            list[static_cast<std::size_t>(i)] = list[static_cast<std::size_t>(i - 1)];
        list[static_cast<std::size_t>(i)] = {key, square, c};
    }

    const int original_alpha = alpha;
    int best = kWorst;
    int best_square = kNoSquare;
    for (int i = 0; i < count; ++i) {
        const Candidate& m = list[static_cast<std::size_t>(i)];
        const Child c = m.child;
        int score;
        if (i == 0) {
            score = -search(c.player, c.opponent, -beta, -alpha, empties - 1);
        } else {
            score = -search(c.player, c.opponent, -alpha - 1, -alpha, empties - 1);
            if (!counter_.aborted() && score > alpha && score < beta)
                score = -search(c.player, c.opponent, -beta, -alpha, empties - 1);
        }
        if (counter_.aborted()) return 0;
        if (score > best) {
            best = score;
            best_square = m.square;
            if (score >= beta) break;
            if (score > alpha) alpha = score;
        }
    }
    const int lower = best > original_alpha ? best : -kSquareCount;
    const int upper = best < beta ? best : kSquareCount;
    table_.store(player, opponent, empties, lower, upper, best_square);
    return best;
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
    if (const Bitboard turned = flips(player, opponent, square); turned != 0) {
        if (!counter_.visit()) return 0;
        return 2 * (popcount(player) + popcount(turned) + 1) - kSquareCount;
    }
    if (const Bitboard turned = flips(opponent, player, square); turned != 0) {
        // The pass and the other side's move are two visited positions.
        if (!counter_.visit() || !counter_.visit()) return 0;
        return kSquareCount - 2 * (popcount(opponent) + popcount(turned) + 1);
    }
    return final_discs(player, opponent);
}

}  // namespace reversi
