// SPDX-License-Identifier: GPL-3.0-or-later
// Key by key, each value checked as `go` checks its own; `exact` is a depth that reaches the end
// of any game, so it reads every line to the end as `go depth 60` does.
#include "protocol/analysis_arguments.hpp"

#include <algorithm>
#include <array>
#include <chrono>

#include "search/search.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::array<std::string_view, 5> kAnalysisKeys{"depth", "nodes", "time", "wld", "exact"};

// The value after a key, within [1, max]; nullopt with `error` set.
std::optional<std::uint64_t> key_value(std::span<const std::string_view> args, std::size_t& next,
                                       std::string_view key, std::uint64_t max,
                                       std::string& error) {
    if (next >= args.size()) {
        error = std::string(key) + " needs a value";
        return std::nullopt;
    }
    const auto value = parse_unsigned(args[next++], 1, max);
    if (!value) error = std::string(key) + " must be from 1 to " + std::to_string(max);
    return value;
}

}  // namespace

AnalysisArguments parse_analysis_arguments(std::span<const std::string_view> args) {
    GoLimits go;
    std::array<bool, kAnalysisKeys.size()> seen{};
    std::string error;
    for (std::size_t next = 0; next < args.size();) {
        const std::string_view key = args[next++];
        const auto found = std::find(kAnalysisKeys.begin(), kAnalysisKeys.end(), key);
        if (found == kAnalysisKeys.end())
            return {std::nullopt, "unknown limit: " + printable(key) +
                                      " (expected depth N, nodes N, time MS, wld or exact)"};
        bool& was_seen = seen[static_cast<std::size_t>(found - kAnalysisKeys.begin())];
        if (was_seen) return {std::nullopt, std::string(key) + " given twice"};
        was_seen = true;
        if (key == "wld") {
            go.limits.wld = true;
        } else if (key == "exact") {
            go.limits.depth = kLongestGame;
        } else if (key == "depth") {
            const auto depth = key_value(args, next, key, kMaxGoDepth, error);
            if (!depth) return {std::nullopt, error};
            go.limits.depth = static_cast<int>(*depth);
        } else if (key == "nodes") {
            if (!(go.limits.nodes = key_value(args, next, key, kMaxGoNodes, error)))
                return {std::nullopt, error};
        } else {
            const auto max = static_cast<std::uint64_t>(kMaxGoMilliseconds);
            const auto time = key_value(args, next, key, max, error);
            if (!time) return {std::nullopt, error};
            go.time.move_time = std::chrono::milliseconds(static_cast<std::int64_t>(*time));
        }
    }
    const auto given = [&](std::string_view key) {
        return seen[static_cast<std::size_t>(
            std::find(kAnalysisKeys.begin(), kAnalysisKeys.end(), key) - kAnalysisKeys.begin())];
    };
    // wld and exact both read to the end; a depth would contradict either.
    if (given("wld") && given("exact")) return {std::nullopt, "wld and exact cannot be combined"};
    if (given("depth") && (given("wld") || given("exact")))
        return {std::nullopt, "depth cannot be combined with wld or exact"};
    return {go, {}};
}

}  // namespace reversi
