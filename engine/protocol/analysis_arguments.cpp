// SPDX-License-Identifier: GPL-3.0-or-later
// Key by key, each value checked as `go` checks its own; `exact` is a depth that reaches the end
// of any game, so it reads every line to the end as `go depth 60` does.
#include "protocol/analysis_arguments.hpp"

#include <array>
#include <chrono>

#include "protocol/limit_reader.hpp"
#include "search/search.hpp"

namespace reversi {

namespace {

constexpr std::array<std::string_view, 5> kAnalysisKeys{"depth", "nodes", "time", "wld", "exact"};

}  // namespace

AnalysisArguments parse_analysis_arguments(std::span<const std::string_view> args) {
    LimitReader reader(args, kAnalysisKeys, " (expected depth N, nodes N, time MS, wld or exact)");
    GoLimits go;
    while (!reader.done()) {
        const auto key = reader.key();
        if (!key) return {std::nullopt, reader.error()};
        if (*key == "wld") {
            go.limits.wld = true;
        } else if (*key == "exact") {
            go.limits.depth = kLongestGame;
        } else if (*key == "depth") {
            const auto depth = reader.count(*key, 1, kMaxGoDepth);
            if (!depth) return {std::nullopt, reader.error()};
            go.limits.depth = static_cast<int>(*depth);
        } else if (*key == "nodes") {
            if (!(go.limits.nodes = reader.count(*key, 1, kMaxGoNodes)))
                return {std::nullopt, reader.error()};
        } else {
            const auto time = reader.count(*key, 1, static_cast<std::uint64_t>(kMaxGoMilliseconds));
            if (!time) return {std::nullopt, reader.error()};
            go.time.move_time = std::chrono::milliseconds(static_cast<std::int64_t>(*time));
        }
    }
    // wld and exact both read to the end; a depth would contradict either.
    if (reader.given("wld") && reader.given("exact"))
        return {std::nullopt, "wld and exact cannot be combined"};
    if (reader.given("depth") && (reader.given("wld") || reader.given("exact")))
        return {std::nullopt, "depth cannot be combined with wld or exact"};
    return {go, {}};
}

}  // namespace reversi
