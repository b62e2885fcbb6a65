// SPDX-License-Identifier: GPL-3.0-or-later
// Normal's evaluation: square values and mobility, in integers like every score here.
#include "search/evaluation.hpp"

#include <array>

#include "core/moves.hpp"
#include "search/board_features.hpp"

namespace reversi {

namespace {

// Square values for Normal, in hundredths of a disc (one quarter of the board; the rest by
// symmetry). A C or X square counts as an ordinary edge or inner square once its corner is
// taken.
constexpr features::QuarterValues kNormalQuarter{{
    {400, -80, 40, 20},
    {-80, -200, -20, -10},
    {40, -20, 10, 5},
    {20, -10, 5, 0},
}};
constexpr int kNormalSettledC = 40;
constexpr int kNormalSettledX = -20;
constexpr int kNormalMobility = 40;  // per move more than the other side

constexpr auto kNormalSquares = features::mirrored_quarter(kNormalQuarter);

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

}  // namespace reversi
