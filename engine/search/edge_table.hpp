// Hard's reading of an edge as a whole: a table over the 3^8 ways an 8-square edge can be
// filled, so corners that can be taken along the edge and exposed C squares cost one lookup.
#pragma once

#include <array>
#include <cstdint>

namespace reversi::edge_table {

constexpr int kLineLength = 8;
constexpr int kConfigurations = 6561;  // 3^8

// Base-3 digits of an 8-bit set, so a line's index is ternary(own) + 2 * ternary(other).
constexpr std::array<std::uint16_t, 256> make_ternary() {
    std::array<std::uint16_t, 256> digits{};
    for (unsigned bits = 0; bits < 256; ++bits) {
        unsigned value = 0;
        unsigned power = 1;
        for (int i = 0; i < kLineLength; ++i) {
            if (bits & (1U << i)) value += power;
            power *= 3;
        }
        digits[bits] = static_cast<std::uint16_t>(value);
    }
    return digits;
}
inline constexpr auto kTernary = make_ternary();

// Points of every configuration, indexed ternary(own) + 2 * ternary(other); the rules that
// fill it are in edge_table.cpp.
extern const std::array<std::int8_t, kConfigurations> kPoints;

// What an edge is worth to the player owning the discs `own` against `other`, in points;
// the other side's view is the negation.
inline int edge_points(unsigned own, unsigned other) {
    return kPoints[kTernary[own & 0xFF] + 2U * kTernary[other & 0xFF]];
}

}  // namespace reversi::edge_table
