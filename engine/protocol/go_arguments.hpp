// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the arguments of the line protocol's `go` into search limits: each key at most once,
// every value checked (protocol-spec/PROTOCOL.md, "go").
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "vocabulary/search_limits.hpp"

namespace reversi {

constexpr std::uint64_t kMaxGoNodes = 1'000'000'000'000ULL;
constexpr std::uint64_t kMaxGoDepth = 60;
// Times and increments in milliseconds: about 31 years, far beyond any clock.
constexpr std::int64_t kMaxGoMilliseconds = 1'000'000'000'000LL;
constexpr std::uint64_t kMaxMovesToGo = 1000;

// What `go` asked for: limits that replace the level's own budget, and time limits.
struct GoLimits {
    SearchLimits limits;
    TimeLimits time;
    // `go ponder`: the position is the one after the expected reply; the time limits start at
    // `ponderhit`, and the answer waits for `ponderhit` or `stop`.
    bool ponder = false;
};

// The limits, or why the arguments were refused (the text after "go: ").
struct GoArguments {
    std::optional<GoLimits> go;
    std::string error;
};

GoArguments parse_go_arguments(std::span<const std::string_view> args);

}  // namespace reversi
