// SPDX-License-Identifier: GPL-3.0-or-later
// What a `go` may ask of a search instead of the level's own budget: the words a harness, the
// client and the engine share (protocol-spec/PROTOCOL.md, "Limits" and "Time limits").
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace reversi {

// The size in MiB of the search's tables (both together) for every reply that must be
// reproducible; only a search on a clock may use another (the `Hash` option).
constexpr std::size_t kDefaultTableMegabytes = 25;
constexpr std::size_t kMaxTableMegabytes = 4096;
// The most lines one iteration may report (`MultiPV`; NBoard's `hint` asks for up to 64).
constexpr int kMaxMultiPv = 64;

// Overrides of a level's own budget, for analysis (`go nodes N`, `go depth D`).
struct SearchLimits {
    std::optional<std::uint64_t> nodes;
    std::optional<int> depth;
    // `go wld`: read to the end of the game for the win, draw or loss only (a window around a
    // draw), which costs less than the exact margin.
    bool wld = false;
};

// Both sides' clocks, as `go wtime .. btime .. [winc ..] [binc ..] [movestogo ..]` gives them.
struct ClockLimits {
    std::chrono::milliseconds black_time{0};
    std::chrono::milliseconds white_time{0};
    std::chrono::milliseconds black_increment{0};
    std::chrono::milliseconds white_increment{0};
    std::optional<int> moves_to_go;  // moves until the next time control; none: the whole game

    bool operator==(const ClockLimits&) const = default;
};

// The time keys of `go`. Like nodes and depth, any of them replaces the level's own budget; with
// several limits the search stops at whichever comes first. A reply given under a time limit
// depends on the machine, so it is not reproducible.
struct TimeLimits {
    std::optional<std::chrono::milliseconds> move_time;  // `go movetime MS`
    std::optional<ClockLimits> clock;                    // `go wtime ... btime ...`
    bool infinite = false;                               // `go infinite`: until `stop`

    bool any() const { return move_time || clock || infinite; }
    bool operator==(const TimeLimits&) const = default;
};

}  // namespace reversi
