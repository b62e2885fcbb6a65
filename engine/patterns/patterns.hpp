// SPDX-License-Identifier: GPL-3.0-or-later
// Hard's evaluation layout: the pattern shapes, where each shape lies on the board under the
// eight symmetries, how a pattern's discs become an index into its table, the game stages and
// the global terms. Shared by the evaluation, the weight file and the training tool.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>
#include <utility>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "core/bitboard.hpp"
#include "patterns/symmetry.hpp"

namespace reversi::patterns {

// The shapes, each drawn at the a1 corner or the top edge; the symmetries give the others.
enum class Pattern : std::uint8_t {
    EdgeX,      // row 1 with the two X squares b2, g2
    Corner3x3,  // a1-c3
    Corner2x5,  // a1-e2
    Row2,       // a2-h2
    Row3,       // a3-h3
    Row4,       // a4-h4
    Diagonal8,  // a1-h8
    Diagonal7,  // b1-h7
    Diagonal6,  // c1-h6
    Diagonal5,  // d1-h5
    Diagonal4,  // e1-h4
};
constexpr int kPatternCount = 11;

struct PatternShape {
    std::string_view name;
    Bitboard squares;  // at the a1 corner or the top edge
};

namespace detail {

constexpr Bitboard diagonal_from(int column) {
    Bitboard squares = 0;
    for (int row = 0; column + row < kBoardSize; ++row)
        squares |= square_bit(square_at(column + row, row));
    return squares;
}

}  // namespace detail

constexpr std::array<PatternShape, kPatternCount> kShapes{{
    {"edge-x", 0x42FFULL},
    {"corner-3x3", 0x070707ULL},
    {"corner-2x5", 0x1F1FULL},
    {"row-2", 0xFF00ULL},
    {"row-3", 0xFF0000ULL},
    {"row-4", 0xFF000000ULL},
    {"diagonal-8", detail::diagonal_from(0)},
    {"diagonal-7", detail::diagonal_from(1)},
    {"diagonal-6", detail::diagonal_from(2)},
    {"diagonal-5", detail::diagonal_from(3)},
    {"diagonal-4", detail::diagonal_from(4)},
}};

constexpr std::size_t at(Pattern p) { return static_cast<std::size_t>(p); }
constexpr const PatternShape& shape(Pattern p) { return kShapes[at(p)]; }
constexpr int pattern_size(Pattern p) { return popcount(shape(p).squares); }

constexpr int power_of_three(int n) { return n == 0 ? 1 : 3 * power_of_three(n - 1); }
// Every way the pattern's squares can be empty, own or other.
constexpr int table_size(Pattern p) { return power_of_three(pattern_size(p)); }

// Where each pattern's table starts in one stage's run of tables, and the run's length.
constexpr std::array<int, kPatternCount + 1> make_table_offsets() {
    std::array<int, kPatternCount + 1> offsets{};
    for (std::size_t p = 0; p < kPatternCount; ++p)
        offsets[p + 1] = offsets[p] + table_size(static_cast<Pattern>(p));
    return offsets;
}
constexpr auto kTableOffsets = make_table_offsets();
constexpr int kStageEntries = kTableOffsets[kPatternCount];

// One place a shape lies on the board: read from the board under `symmetry`, the shape's own
// squares hold this instance's discs.
struct Instance {
    Pattern pattern;
    int symmetry;
};

// The squares of the original board that symmetry k brings onto `squares`.
constexpr Bitboard squares_before(int k, Bitboard squares) {
    Bitboard before = 0;
    for (int s = 0; s < kSquareCount; ++s) {
        if (squares & square_bit(symmetric_square(k, s))) before |= square_bit(s);
    }
    return before;
}

// Every distinct instance of every shape (a symmetry that maps a shape onto itself adds
// none), shapes in the order of Pattern, symmetries in increasing order.
constexpr int count_instances(Pattern p) {
    std::array<Bitboard, kSymmetryCount> seen{};
    int count = 0;
    for (int k = 0; k < kSymmetryCount; ++k) {
        const Bitboard squares = squares_before(k, shape(p).squares);
        bool known = false;
        for (int i = 0; i < count; ++i)
            known = known || seen[static_cast<std::size_t>(i)] == squares;
        if (!known) seen[static_cast<std::size_t>(count++)] = squares;
    }
    return count;
}

constexpr int count_all_instances() {
    int count = 0;
    for (int p = 0; p < kPatternCount; ++p)
        count += count_instances(static_cast<Pattern>(p));
    return count;
}
constexpr int kInstanceCount = count_all_instances();

constexpr std::array<Instance, kInstanceCount> make_instances() {
    std::array<Instance, kInstanceCount> instances{};
    std::size_t next = 0;
    for (int p = 0; p < kPatternCount; ++p) {
        const auto pattern = static_cast<Pattern>(p);
        const std::size_t first = next;
        for (int k = 0; k < kSymmetryCount; ++k) {
            const Bitboard squares = squares_before(k, shape(pattern).squares);
            bool known = false;
            for (std::size_t i = first; i < next; ++i)
                known = known ||
                        squares_before(instances[i].symmetry, shape(pattern).squares) == squares;
            if (!known) instances[next++] = {pattern, k};
        }
    }
    return instances;
}
constexpr auto kInstances = make_instances();

// The shape's squares of `b`, packed in increasing square order (bit i = the i-th square),
// with shifts and masks: the same numbers as the BMI2 instruction pext(b, shape's squares).
constexpr unsigned extract_portable(Pattern p, Bitboard b) {
    constexpr Bitboard kByteSums = 0x0101010101010101ULL;
    switch (p) {
        case Pattern::EdgeX:
            return static_cast<unsigned>((b & 0xFF) | ((b >> 1) & 0x100) | ((b >> 5) & 0x200));
        case Pattern::Corner3x3:
            return static_cast<unsigned>((b & 0x7) | ((b >> 5) & 0x38) | ((b >> 10) & 0x1C0));
        case Pattern::Corner2x5:
            return static_cast<unsigned>((b & 0x1F) | ((b >> 3) & 0x3E0));
        case Pattern::Row2:
            return static_cast<unsigned>((b >> 8) & 0xFF);
        case Pattern::Row3:
            return static_cast<unsigned>((b >> 16) & 0xFF);
        case Pattern::Row4:
            return static_cast<unsigned>((b >> 24) & 0xFF);
        // A diagonal's square in column c lands on bit 56 + c of the product, without carries.
        case Pattern::Diagonal8:
            return static_cast<unsigned>(((b & shape(p).squares) * kByteSums) >> 56);
        case Pattern::Diagonal7:
            return static_cast<unsigned>(((b & shape(p).squares) * kByteSums) >> 57);
        case Pattern::Diagonal6:
            return static_cast<unsigned>(((b & shape(p).squares) * kByteSums) >> 58);
        case Pattern::Diagonal5:
            return static_cast<unsigned>(((b & shape(p).squares) * kByteSums) >> 59);
        case Pattern::Diagonal4:
            return static_cast<unsigned>(((b & shape(p).squares) * kByteSums) >> 60);
    }
    return 0;
}

// The same as extract_portable, one instruction where the CPU has BMI2.
template <Pattern P>
inline unsigned extract(Bitboard b) {
#if defined(__BMI2__)
    return static_cast<unsigned>(_pext_u64(b, shape(P).squares));
#else
    return extract_portable(P, b);
#endif
}

// Base-3 digits of a bit set: a pattern's index is ternary(own) + 2 * ternary(other), so a
// square's digit is 0 when empty, 1 when the side to move holds it, 2 when the other side does.
constexpr int kLongestPattern = 10;
constexpr std::array<std::uint16_t, 1U << kLongestPattern> make_ternary() {
    std::array<std::uint16_t, 1U << kLongestPattern> digits{};
    for (unsigned bits = 0; bits < digits.size(); ++bits) {
        unsigned value = 0;
        unsigned power = 1;
        for (int i = 0; i < kLongestPattern; ++i) {
            if (bits & (1U << i)) value += power;
            power *= 3;
        }
        digits[bits] = static_cast<std::uint16_t>(value);
    }
    return digits;
}
inline constexpr auto kTernary = make_ternary();

#if defined(__BMI2__)
// With BMI2 an instance reads its squares straight from the untransformed board: pext packs
// them in the board's square order, and the instance's own digit table (37 KiB for all 46)
// turns each such bit set into base-3 digits in the shape's order. That spares the eight
// symmetric boards and the registers they hold: Hard's evaluation runs about half as many
// instructions.
constexpr std::array<Bitboard, kInstanceCount> make_instance_squares() {
    std::array<Bitboard, kInstanceCount> squares{};
    for (std::size_t i = 0; i < kInstanceCount; ++i)
        squares[i] = squares_before(kInstances[i].symmetry, shape(kInstances[i].pattern).squares);
    return squares;
}
inline constexpr auto kInstanceSquares = make_instance_squares();

constexpr std::array<std::uint32_t, kInstanceCount + 1> make_instance_digit_offsets() {
    std::array<std::uint32_t, kInstanceCount + 1> offsets{};
    for (std::size_t i = 0; i < kInstanceCount; ++i)
        offsets[i + 1] = offsets[i] + (1U << popcount(kInstanceSquares[i]));
    return offsets;
}
inline constexpr auto kInstanceDigitOffsets = make_instance_digit_offsets();

// The shape bit (the rank of the shape's square) that each original square of the instance
// lands on, in the order pext reads them.
constexpr std::array<int, kLongestPattern> shape_bits(std::size_t instance) {
    std::array<int, kLongestPattern> bits{};
    const Instance& in = kInstances[instance];
    const Bitboard shape_squares = shape(in.pattern).squares;
    int j = 0;
    for (int s = 0; s < kSquareCount; ++s) {
        if ((kInstanceSquares[instance] & square_bit(s)) == 0) continue;
        const int canonical = symmetric_square(in.symmetry, s);
        bits[static_cast<std::size_t>(j++)] = popcount(shape_squares & (square_bit(canonical) - 1));
    }
    return bits;
}

constexpr std::array<std::uint16_t, kInstanceDigitOffsets[kInstanceCount]> make_instance_digits() {
    std::array<std::uint16_t, kInstanceDigitOffsets[kInstanceCount]> digits{};
    for (std::size_t i = 0; i < kInstanceCount; ++i) {
        const std::array<int, kLongestPattern> bits = shape_bits(i);
        for (unsigned raw = 0; raw < kInstanceDigitOffsets[i + 1] - kInstanceDigitOffsets[i];
             ++raw) {
            unsigned shaped = 0;
            for (std::size_t j = 0; (raw >> j) != 0; ++j) {
                if (((raw >> j) & 1U) != 0) shaped |= 1U << bits[j];
            }
            digits[kInstanceDigitOffsets[i] + raw] = kTernary[shaped];
        }
    }
    return digits;
}
inline constexpr auto kInstanceDigits = make_instance_digits();
#endif

// Calls f(instance number, pattern, index within the pattern's table) for every instance, in
// the order of kInstances.
#if defined(__BMI2__)
template <typename F, std::size_t... I>
inline void read_instances(Bitboard player, Bitboard opponent, F&& f,
                           std::index_sequence<I...> /*instances*/) {
    (f(I, kInstances[I].pattern,
       static_cast<int>(
           kInstanceDigits[kInstanceDigitOffsets[I] + _pext_u64(player, kInstanceSquares[I])] +
           2U * kInstanceDigits[kInstanceDigitOffsets[I] +
                                _pext_u64(opponent, kInstanceSquares[I])])),
     ...);
}
#else
// `player` and `opponent` are the two sides' boards under every symmetry (all_symmetries).
template <typename F, std::size_t... I>
inline void read_instances(const std::array<Bitboard, kSymmetryCount>& player,
                           const std::array<Bitboard, kSymmetryCount>& opponent, F&& f,
                           std::index_sequence<I...> /*instances*/) {
    (f(I, kInstances[I].pattern,
       static_cast<int>(kTernary[extract<kInstances[I].pattern>(
                            player[static_cast<std::size_t>(kInstances[I].symmetry)])] +
                        2U * kTernary[extract<kInstances[I].pattern>(
                                 opponent[static_cast<std::size_t>(kInstances[I].symmetry)])])),
     ...);
}
#endif

template <typename F>
inline void for_each_instance(Bitboard player, Bitboard opponent, F&& f) {
#if defined(__BMI2__)
    read_instances(player, opponent, f, std::make_index_sequence<kInstanceCount>{});
#else
    read_instances(all_symmetries(player), all_symmetries(opponent), f,
                   std::make_index_sequence<kInstanceCount>{});
#endif
}

// Stages of the game by the number of empty squares: each has its own weights.
constexpr int kEmptiesPerStage = 4;
constexpr int kStageCount = 15;
// A board set with `position board` may have up to 64 empty squares: the opening's stage.
constexpr int stage_of(int empties) {
    const int stage = empties / kEmptiesPerStage;
    return stage < 0 ? 0 : stage >= kStageCount ? kStageCount - 1 : stage;
}

// Terms measured over the whole board, each with one weight per stage, from the side to
// move's point of view (hard_features.hpp computes them).
// (Potential mobility, the empty squares next to the other side's discs, was tried and dropped:
// with the patterns in, it did not lower the error on held-back positions at all.)
enum class GlobalTerm : std::uint8_t {
    Mobility,  // legal moves: ours minus theirs
    Parity,    // +1 when an odd number of squares is empty, else -1
    Constant,  // always 1: the side to move's share
};
constexpr int kGlobalTermCount = 3;
constexpr std::array<std::string_view, kGlobalTermCount> kGlobalTermNames{"mobility", "parity",
                                                                          "constant"};

}  // namespace reversi::patterns
