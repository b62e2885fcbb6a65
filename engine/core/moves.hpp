// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation and flips on raw bitboards: the hot path shared by rules, perft and search.
#pragma once

#include "core/bitboard.hpp"

namespace reversi {

namespace detail {

#if defined(__AVX2__)
// Four directions at a time in one AVX2 register (GCC vector extension).
using Lanes = Bitboard __attribute__((vector_size(32)));
#else
// The same four lanes without AVX2: plain words, which compilers handle better than emulated
// 256-bit vectors. Only the operations the run walks below need.
struct Lanes {
    Bitboard lane[4];

    constexpr Bitboard operator[](int i) const { return lane[i]; }
    template <typename Op>
    static constexpr Lanes each(const Lanes& a, const Lanes& b, Op op) {
        return {{op(a.lane[0], b.lane[0]), op(a.lane[1], b.lane[1]), op(a.lane[2], b.lane[2]),
                 op(a.lane[3], b.lane[3])}};
    }
    friend constexpr Lanes operator&(Lanes a, Lanes b) {
        return each(a, b, [](Bitboard x, Bitboard y) { return x & y; });
    }
    friend constexpr Lanes operator|(Lanes a, Lanes b) {
        return each(a, b, [](Bitboard x, Bitboard y) { return x | y; });
    }
    friend constexpr Lanes operator<<(Lanes a, Lanes b) {
        return each(a, b, [](Bitboard x, Bitboard y) { return x << y; });
    }
    friend constexpr Lanes operator>>(Lanes a, Lanes b) {
        return each(a, b, [](Bitboard x, Bitboard y) { return x >> y; });
    }
    // All ones in each lane that is not zero, like the vector comparison.
    friend constexpr Lanes operator!=(Lanes a, int) {
        return each(a, a, [](Bitboard x, Bitboard) { return x != 0 ? ~Bitboard{0} : 0; });
    }
    constexpr Lanes& operator&=(Lanes b) { return *this = *this & b; }
    constexpr Lanes& operator|=(Lanes b) { return *this = *this | b; }
};
#endif

constexpr Bitboard kNotColumnA = 0xFEFEFEFEFEFEFEFEULL;
constexpr Bitboard kNotColumnH = 0x7F7F7F7F7F7F7F7FULL;
constexpr Bitboard kInnerColumns = kNotColumnA & kNotColumnH;

// Index steps of the four lanes: east, south, south-east, south-west. Shifting left walks
// them; shifting right walks the opposite four.
constexpr Lanes kSteps = {1, 8, 9, 7};
constexpr Lanes kDoubleSteps = {2, 16, 18, 14};

inline Lanes broadcast(Bitboard b) { return Lanes{b, b, b, b}; }

// The opponent discs a run may pass through in each lane. A run that crosses a side edge
// would wrap to the next row, so the lanes that move sideways never see columns a and h.
inline Lanes run_squares(Bitboard opponent) {
    return broadcast(opponent) & Lanes{kInnerColumns, ~Bitboard{0}, kInnerColumns, kInnerColumns};
}

// The runs of up to six opponent discs that start next to `from`, walked with left shifts
// (forward) or right shifts (backward). Doubling the step halves the number of rounds.
inline Lanes runs_forward(Lanes from, Lanes runnable) {
    Lanes run = runnable & (from << kSteps);
    run |= runnable & (run << kSteps);
    const Lanes pairs = runnable & (runnable << kSteps);
    run |= pairs & (run << kDoubleSteps);
    run |= pairs & (run << kDoubleSteps);
    return run;
}

inline Lanes runs_backward(Lanes from, Lanes runnable) {
    Lanes run = runnable & (from >> kSteps);
    run |= runnable & (run >> kSteps);
    const Lanes pairs = runnable & (runnable >> kSteps);
    run |= pairs & (run >> kDoubleSteps);
    run |= pairs & (run >> kDoubleSteps);
    return run;
}

inline Bitboard merge_lanes(Lanes lanes) { return lanes[0] | lanes[1] | lanes[2] | lanes[3]; }

}  // namespace detail

// Every empty square where `player` traps at least one `opponent` disc: the square just past
// a run of opponent discs that starts next to a player disc.
inline Bitboard legal_moves(Bitboard player, Bitboard opponent) {
    using namespace detail;
    const Lanes runnable = run_squares(opponent);
    const Lanes mine = broadcast(player);
    const Lanes ends =
        (runs_forward(mine, runnable) << kSteps) | (runs_backward(mine, runnable) >> kSteps);
    return merge_lanes(ends) & ~(player | opponent);
}

// The opponent discs that turn when `player` places a disc on the empty `square`; zero means
// the move is illegal. A run from the square turns only when a player disc closes it.
inline Bitboard flips(Bitboard player, Bitboard opponent, int square) {
    using namespace detail;
    const Lanes runnable = run_squares(opponent);
    const Lanes mine = broadcast(player);
    const Lanes placed = broadcast(square_bit(square));
    Lanes forward = runs_forward(placed, runnable);
    forward &= ((forward << kSteps) & mine) != 0;
    Lanes backward = runs_backward(placed, runnable);
    backward &= ((backward >> kSteps) & mine) != 0;
    return merge_lanes(forward | backward);
}

}  // namespace reversi
