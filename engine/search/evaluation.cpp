// Normal's and Hard's evaluations. Integer arithmetic only: a score is the same on every
// machine, so the moves chosen from it are too.
#include "search/evaluation.hpp"

#include <algorithm>
#include <array>

#include "core/moves.hpp"
#include "search/board_features.hpp"
#include "search/edge_table.hpp"

namespace reversi {

namespace {

constexpr int kMaxEmpties = kSquareCount - kStartingDiscs;  // 60 at the start

int clamp_heuristic(int score) {
    return std::clamp(score, -kMaxHeuristicScore, kMaxHeuristicScore);
}

// ---- Normal ------------------------------------------------------------------------------

// Square values for Normal, in hundredths of a disc (one quarter of the board; the rest by
// symmetry). A C or X square counts as an ordinary edge or inner square once its corner is
// taken.
constexpr std::array<std::array<int, 4>, 4> kNormalQuarter{{
    {400, -80, 40, 20},
    {-80, -200, -20, -10},
    {40, -20, 10, 5},
    {20, -10, 5, 0},
}};
constexpr int kNormalSettledC = 40;
constexpr int kNormalSettledX = -20;
constexpr int kNormalMobility = 40;  // per move more than the other side

constexpr std::array<int, kSquareCount> make_normal_squares() {
    std::array<int, kSquareCount> squares{};
    for (int s = 0; s < kSquareCount; ++s) {
        const int c = std::min(column_of(s), kBoardSize - 1 - column_of(s));
        const int r = std::min(row_of(s), kBoardSize - 1 - row_of(s));
        squares[static_cast<std::size_t>(s)] =
            kNormalQuarter[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
    }
    return squares;
}
constexpr auto kNormalSquares = make_normal_squares();

// The C squares beside each corner, in the order of features::kCornerSquares.
constexpr std::array<Bitboard, 4> kCSquares{
    square_bit(1) | square_bit(8),
    square_bit(6) | square_bit(15),
    square_bit(48) | square_bit(57),
    square_bit(55) | square_bit(62),
};

int normal_square_sum(Bitboard discs, Bitboard occupied) {
    int sum = 0;
    for_each_square(discs, [&](int s) { sum += kNormalSquares[static_cast<std::size_t>(s)]; });
    for (std::size_t i = 0; i < features::kCornerSquares.size(); ++i) {
        if (!(occupied & square_bit(features::kCornerSquares[i]))) continue;
        const Bitboard x = square_bit(features::kXSquares[i]);
        sum += popcount(discs & kCSquares[i]) *
               (kNormalSettledC -
                kNormalSquares[static_cast<std::size_t>(lowest_square(kCSquares[i]))]);
        if (discs & x)
            sum +=
                kNormalSettledX - kNormalSquares[static_cast<std::size_t>(features::kXSquares[i])];
    }
    return sum;
}

struct NormalParts {
    int squares;
    int mobility;
};

NormalParts normal_parts(Bitboard player, Bitboard opponent, Bitboard player_moves,
                         Bitboard opponent_moves) {
    const Bitboard occupied = player | opponent;
    return {normal_square_sum(player, occupied) - normal_square_sum(opponent, occupied),
            kNormalMobility * (popcount(player_moves) - popcount(opponent_moves))};
}

// ---- Hard --------------------------------------------------------------------------------

// A weight that slides linearly from its value at the start (60 empty squares) to its value
// at the end (none), in hundredths of a disc per unit of the feature.
struct PhaseWeight {
    int opening;
    int ending;
    constexpr int at(int empties) const {
        return (opening * empties + ending * (kMaxEmpties - empties)) / kMaxEmpties;
    }
};

constexpr PhaseWeight kMobilityWeight{45, 30};          // per move (a corner move counts twice)
constexpr PhaseWeight kPotentialMobilityWeight{20, 5};  // per empty square next to the other side
constexpr PhaseWeight kCornersWeight{450, 250};         // per corner
constexpr PhaseWeight kXSquaresWeight{-250, -60};       // per X square beside an empty corner
constexpr PhaseWeight kStableWeight{60, 90};            // per disc that can never turn
constexpr PhaseWeight kEdgesWeight{30, 15};             // per edge-table point
constexpr PhaseWeight kParityWeight{0, 120};            // the side to move plays last when odd
constexpr PhaseWeight kDiscsWeight{0, 30};              // per disc

struct HardParts {
    int mobility;
    int potential_mobility;
    int corners;
    int x_squares;
    int stable;
    int edges;
    int parity;
    int discs;

    int total() const {
        return clamp_heuristic(mobility + potential_mobility + corners + x_squares + stable +
                               edges + parity + discs);
    }
};

int mobility_count(Bitboard moves) { return popcount(moves) + popcount(moves & kCorners); }

int edge_points_total(Bitboard player, Bitboard opponent) {
    const features::EdgeLines own = features::edge_lines(player);
    const features::EdgeLines other = features::edge_lines(opponent);
    int points = 0;
    for (std::size_t i = 0; i < own.lines.size(); ++i)
        points += edge_table::edge_points(own.lines[i], other.lines[i]);
    return points;
}

int stable_difference(Bitboard player, Bitboard opponent) {
    const Bitboard occupied = player | opponent;
    // Without a corner only full lines can make a disc stable, which is rare before the end.
    if ((occupied & kCorners) == 0) return 0;
    const features::FullLines full = features::full_lines(occupied);
    return popcount(features::stable_discs(player, full)) -
           popcount(features::stable_discs(opponent, full));
}

HardParts hard_parts(Bitboard player, Bitboard opponent, Bitboard player_moves,
                     Bitboard opponent_moves) {
    const Bitboard empty = ~(player | opponent);
    const int empties = popcount(empty);
    const Bitboard risky_x = features::x_squares_next_to_empty_corners(empty);
    HardParts parts{};
    parts.mobility = kMobilityWeight.at(empties) *
                     (mobility_count(player_moves) - mobility_count(opponent_moves));
    parts.potential_mobility =
        kPotentialMobilityWeight.at(empties) * (popcount(empty & features::neighbours(opponent)) -
                                                popcount(empty & features::neighbours(player)));
    parts.corners =
        kCornersWeight.at(empties) * (popcount(player & kCorners) - popcount(opponent & kCorners));
    parts.x_squares =
        kXSquaresWeight.at(empties) * (popcount(player & risky_x) - popcount(opponent & risky_x));
    parts.stable = kStableWeight.at(empties) * stable_difference(player, opponent);
    parts.edges = kEdgesWeight.at(empties) * edge_points_total(player, opponent);
    parts.parity = kParityWeight.at(empties) * (empties % 2 == 1 ? 1 : -1);
    parts.discs = kDiscsWeight.at(empties) * (popcount(player) - popcount(opponent));
    return parts;
}

}  // namespace

int normal_evaluation(Bitboard player, Bitboard opponent, Bitboard player_moves,
                      Bitboard opponent_moves) {
    const NormalParts parts = normal_parts(player, opponent, player_moves, opponent_moves);
    return clamp_heuristic(parts.squares + parts.mobility);
}

std::vector<EvalTerm> normal_terms(Bitboard player, Bitboard opponent) {
    const NormalParts parts = normal_parts(player, opponent, legal_moves(player, opponent),
                                           legal_moves(opponent, player));
    return {{"squares", parts.squares},
            {"mobility", parts.mobility},
            {"total", clamp_heuristic(parts.squares + parts.mobility)}};
}

int hard_evaluation(Bitboard player, Bitboard opponent, Bitboard player_moves,
                    Bitboard opponent_moves) {
    return hard_parts(player, opponent, player_moves, opponent_moves).total();
}

std::vector<EvalTerm> hard_terms(Bitboard player, Bitboard opponent) {
    const HardParts parts =
        hard_parts(player, opponent, legal_moves(player, opponent), legal_moves(opponent, player));
    return {{"mobility", parts.mobility}, {"potential-mobility", parts.potential_mobility},
            {"corners", parts.corners},   {"x-squares", parts.x_squares},
            {"stable", parts.stable},     {"edges", parts.edges},
            {"parity", parts.parity},     {"discs", parts.discs},
            {"total", parts.total()}};
}

}  // namespace reversi
