// SPDX-License-Identifier: GPL-3.0-or-later
// The keys of `go` read by the protocol's one limit reader, and the rules that tie keys
// together (both clocks, infinite alone, wld without a depth) checked once every key has been
// read.
#include "protocol/go_arguments.hpp"

#include <algorithm>
#include <array>
#include <chrono>

#include "protocol/limit_reader.hpp"

namespace reversi {

namespace {

using std::chrono::milliseconds;

constexpr std::array<std::string_view, 11> kKeys{"nodes",    "depth", "movetime", "wtime",
                                                 "btime",    "winc",  "binc",     "movestogo",
                                                 "infinite", "wld",   "ponder"};

// A clock reading: harnesses may send a negative time once a flag has fallen; it is 0.
std::optional<milliseconds> clock_time(LimitReader& reader, std::string_view key) {
    const auto number = reader.signed_count(key, -kMaxGoMilliseconds, kMaxGoMilliseconds,
                                            "must be a whole number of milliseconds");
    if (!number) return std::nullopt;
    return milliseconds(std::max<std::int64_t>(*number, 0));
}

std::optional<milliseconds> duration(LimitReader& reader, std::string_view key, std::uint64_t min) {
    const auto number = reader.count(key, min, static_cast<std::uint64_t>(kMaxGoMilliseconds));
    if (!number) return std::nullopt;
    return milliseconds(static_cast<std::int64_t>(*number));
}

// Reads one key and its value into `go`; false with the reader's error set.
bool read_key(LimitReader& reader, GoLimits& go, ClockLimits& clock, bool& clock_given) {
    SearchLimits& limits = go.limits;
    const auto read = reader.key();
    if (!read) return false;
    const std::string_view key = *read;
    if (key == "infinite") {
        go.time.infinite = true;
        return true;
    }
    if (key == "wld") {
        limits.wld = true;
        return true;
    }
    if (key == "ponder") {
        go.ponder = true;
        return true;
    }
    if (key == "nodes") return (limits.nodes = reader.count(key, 1, kMaxGoNodes)).has_value();
    if (key == "depth") {
        const auto depth = reader.count(key, 1, kMaxGoDepth);
        if (depth) limits.depth = static_cast<int>(*depth);
        return depth.has_value();
    }
    if (key == "movetime") return (go.time.move_time = duration(reader, key, 1)).has_value();
    clock_given = true;
    if (key == "movestogo") {
        const auto moves = reader.count(key, 1, kMaxMovesToGo);
        if (moves) clock.moves_to_go = static_cast<int>(*moves);
        return moves.has_value();
    }
    const bool remaining = key == "wtime" || key == "btime";
    const std::optional<milliseconds> time =
        remaining ? clock_time(reader, key) : duration(reader, key, 0);
    if (!time) return false;
    if (key == "wtime") clock.white_time = *time;
    if (key == "btime") clock.black_time = *time;
    if (key == "winc") clock.white_increment = *time;
    if (key == "binc") clock.black_increment = *time;
    return true;
}

}  // namespace

GoArguments parse_go_arguments(std::span<const std::string_view> args) {
    LimitReader reader(args, kKeys);
    GoLimits go;
    ClockLimits clock;
    bool clock_given = false;
    while (!reader.done()) {
        if (!read_key(reader, go, clock, clock_given)) return {std::nullopt, reader.error()};
    }
    const bool both_times = reader.given("wtime") && reader.given("btime");
    if (clock_given && !both_times) return {std::nullopt, "a clock needs both wtime and btime"};
    if (clock_given) go.time.clock = clock;
    if (go.time.infinite && args.size() > 1)
        return {std::nullopt, "infinite cannot be combined with other limits"};
    // wld reads to the end of the game: a depth would contradict it.
    if (go.limits.wld && go.limits.depth)
        return {std::nullopt, "wld cannot be combined with depth"};
    return {go, {}};
}

}  // namespace reversi
