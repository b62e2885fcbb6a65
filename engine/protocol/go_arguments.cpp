// SPDX-License-Identifier: GPL-3.0-or-later
// A small parser over key/value pairs: one function per kind of value, and the rules that tie
// keys together (both clocks, infinite alone, wld without a depth) checked once every key has
// been read.
#include "protocol/go_arguments.hpp"

#include <algorithm>
#include <array>
#include <chrono>

#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

using std::chrono::milliseconds;

constexpr std::array<std::string_view, 10> kKeys{"nodes", "depth", "movetime",  "wtime",    "btime",
                                                 "winc",  "binc",  "movestogo", "infinite", "wld"};

struct Reader {
    std::span<const std::string_view> args;
    std::size_t next = 0;
    std::array<bool, kKeys.size()> seen{};
    std::string error;

    std::optional<std::string_view> value(std::string_view key) {
        if (next >= args.size()) {
            error = std::string(key) + " needs a value";
            return std::nullopt;
        }
        return args[next++];
    }

    std::optional<std::uint64_t> count(std::string_view key, std::uint64_t min, std::uint64_t max) {
        const auto text = value(key);
        if (!text) return std::nullopt;
        const auto number = parse_unsigned(*text, min, max);
        if (!number)
            error = std::string(key) + " must be from " + std::to_string(min) + " to " +
                    std::to_string(max);
        return number;
    }

    // A clock reading: harnesses may send a negative time once a flag has fallen; it is 0.
    std::optional<milliseconds> clock_time(std::string_view key) {
        const auto text = value(key);
        if (!text) return std::nullopt;
        const auto number = parse_signed(*text, -kMaxGoMilliseconds, kMaxGoMilliseconds);
        if (!number) {
            error = std::string(key) + " must be a whole number of milliseconds";
            return std::nullopt;
        }
        return milliseconds(std::max<std::int64_t>(*number, 0));
    }

    std::optional<milliseconds> duration(std::string_view key, std::uint64_t min) {
        const auto number = count(key, min, static_cast<std::uint64_t>(kMaxGoMilliseconds));
        if (!number) return std::nullopt;
        return milliseconds(static_cast<std::int64_t>(*number));
    }

    // False, with the error set, for an unknown or repeated key.
    bool first_time(std::string_view key) {
        const auto found = std::find(kKeys.begin(), kKeys.end(), key);
        if (found == kKeys.end()) {
            error = "unknown limit: " + printable(key);
            return false;
        }
        bool& was_seen = seen[static_cast<std::size_t>(found - kKeys.begin())];
        if (was_seen) {
            error = std::string(key) + " given twice";
            return false;
        }
        was_seen = true;
        return true;
    }
};

// Reads one key and its value into `go`; false with reader.error set.
bool read_key(Reader& reader, GoLimits& go, ClockLimits& clock, bool& clock_given) {
    SearchLimits& limits = go.limits;
    const std::string_view key = reader.args[reader.next++];
    if (!reader.first_time(key)) return false;
    if (key == "infinite") {
        go.time.infinite = true;
        return true;
    }
    if (key == "wld") {
        limits.wld = true;
        return true;
    }
    if (key == "nodes") return (limits.nodes = reader.count(key, 1, kMaxGoNodes)).has_value();
    if (key == "depth") {
        const auto depth = reader.count(key, 1, kMaxGoDepth);
        if (depth) limits.depth = static_cast<int>(*depth);
        return depth.has_value();
    }
    if (key == "movetime") return (go.time.move_time = reader.duration(key, 1)).has_value();
    clock_given = true;
    if (key == "movestogo") {
        const auto moves = reader.count(key, 1, kMaxMovesToGo);
        if (moves) clock.moves_to_go = static_cast<int>(*moves);
        return moves.has_value();
    }
    const bool remaining = key == "wtime" || key == "btime";
    const std::optional<milliseconds> time =
        remaining ? reader.clock_time(key) : reader.duration(key, 0);
    if (!time) return false;
    if (key == "wtime") clock.white_time = *time;
    if (key == "btime") clock.black_time = *time;
    if (key == "winc") clock.white_increment = *time;
    if (key == "binc") clock.black_increment = *time;
    return true;
}

std::size_t index_of(std::string_view key) {
    return static_cast<std::size_t>(std::find(kKeys.begin(), kKeys.end(), key) - kKeys.begin());
}

}  // namespace

GoArguments parse_go_arguments(std::span<const std::string_view> args) {
    Reader reader{args, 0, {}, {}};
    GoLimits go;
    ClockLimits clock;
    bool clock_given = false;
    while (reader.next < args.size()) {
        if (!read_key(reader, go, clock, clock_given)) return {std::nullopt, reader.error};
    }
    const bool both_times = reader.seen[index_of("wtime")] && reader.seen[index_of("btime")];
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
