// Move generation and flips on raw bitboards: the hot path shared by rules, perft and search.
#pragma once

#include <array>

#include "core/bitboard.hpp"

namespace reversi {

namespace detail {

constexpr Bitboard kNotColumnA = 0xFEFEFEFEFEFEFEFEULL;
constexpr Bitboard kNotColumnH = 0x7F7F7F7F7F7F7F7FULL;
constexpr Bitboard kInnerColumns = kNotColumnA & kNotColumnH;

// All moves of `player` along one direction of index step `step` (negative: towards a1).
// Opponent runs of up to six discs are found in four shift steps by doubling the run length.
template <int Step>
constexpr Bitboard moves_along(Bitboard player, Bitboard opponent_run_mask) {
    auto shift = [](Bitboard b, int n) { return n > 0 ? b << n : b >> -n; };
    Bitboard run = opponent_run_mask & shift(player, Step);
    run |= opponent_run_mask & shift(run, Step);
    const Bitboard pairs = opponent_run_mask & shift(opponent_run_mask, Step);
    run |= pairs & shift(run, 2 * Step);
    run |= pairs & shift(run, 2 * Step);
    return shift(run, Step);
}

// Direction steps on the square index and the columns a step may not wrap into.
struct Direction {
    int column_step;
    int row_step;
};
constexpr std::array<Direction, 8> kDirections{{
    {1, 0},
    {-1, 0},
    {0, 1},
    {0, -1},
    {1, 1},
    {-1, -1},
    {-1, 1},
    {1, -1},
}};

// kRays[d][s]: the squares strictly beyond s in direction d, up to the edge.
constexpr auto make_rays() {
    std::array<std::array<Bitboard, kSquareCount>, 8> rays{};
    for (int d = 0; d < 8; ++d) {
        for (int s = 0; s < kSquareCount; ++s) {
            int c = column_of(s) + kDirections[d].column_step;
            int r = row_of(s) + kDirections[d].row_step;
            while (c >= 0 && c < kBoardSize && r >= 0 && r < kBoardSize) {
                rays[d][s] |= square_bit(square_at(c, r));
                c += kDirections[d].column_step;
                r += kDirections[d].row_step;
            }
        }
    }
    return rays;
}
inline constexpr auto kRays = make_rays();

// Rays 0, 2, 4, 6 run towards higher square indexes, 1, 3, 5, 7 towards lower ones.
constexpr bool runs_upwards(int d) { return d % 2 == 0; }

// The discs flipped along one ray: the opponent run from the square up to the first
// non-opponent square, kept only when that square holds a player disc.
template <int D>
constexpr Bitboard flips_along(Bitboard player, Bitboard opponent, int square) {
    const Bitboard ray = kRays[D][square];
    const Bitboard stoppers = ray & ~opponent;
    if constexpr (runs_upwards(D)) {
        const Bitboard first = stoppers & (0 - stoppers);
        const Bitboard run = (first - 1) & ray;
        return (first & player) ? run : 0;
    } else {
        const Bitboard first = std::bit_floor(stoppers);
        const Bitboard run = ray & (0 - (first << 1));
        return (first & player) ? run : 0;
    }
}

}  // namespace detail

// Every empty square where `player` traps at least one `opponent` disc.
constexpr Bitboard legal_moves(Bitboard player, Bitboard opponent) {
    using namespace detail;
    const Bitboard inner = opponent & kInnerColumns;
    const Bitboard moves = moves_along<1>(player, inner) | moves_along<-1>(player, inner) |
                           moves_along<8>(player, opponent) | moves_along<-8>(player, opponent) |
                           moves_along<9>(player, inner) | moves_along<-9>(player, inner) |
                           moves_along<7>(player, inner) | moves_along<-7>(player, inner);
    return moves & ~(player | opponent);
}

// The opponent discs that turn when `player` places a disc on the empty `square`;
// zero means the move is illegal.
constexpr Bitboard flips(Bitboard player, Bitboard opponent, int square) {
    using namespace detail;
    return flips_along<0>(player, opponent, square) | flips_along<1>(player, opponent, square) |
           flips_along<2>(player, opponent, square) | flips_along<3>(player, opponent, square) |
           flips_along<4>(player, opponent, square) | flips_along<5>(player, opponent, square) |
           flips_along<6>(player, opponent, square) | flips_along<7>(player, opponent, square);
}

}  // namespace reversi
