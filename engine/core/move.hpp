// SPDX-License-Identifier: GPL-3.0-or-later
// A move: a square to place a disc on, or a pass.
#pragma once

#include <cstdint>

namespace reversi {

class Move {
public:
    constexpr Move() = default;  // a pass, so arrays of moves need no filler square
    static constexpr Move at(int square) { return Move(static_cast<std::int8_t>(square)); }
    static constexpr Move pass() { return Move(kPassCode); }

    constexpr bool is_pass() const { return code_ == kPassCode; }
    // Only meaningful when !is_pass().
    constexpr int square() const { return code_; }

    constexpr bool operator==(const Move&) const = default;

private:
    static constexpr std::int8_t kPassCode = -1;
    constexpr explicit Move(std::int8_t code) : code_(code) {}
    std::int8_t code_ = kPassCode;
};

}  // namespace reversi
