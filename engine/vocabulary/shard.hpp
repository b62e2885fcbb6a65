// SPDX-License-Identifier: GPL-3.0-or-later
// One share of a run spread over several machines or jobs, as `--shard K/N` gives it to the match
// tool and the training tool alike: counted from 1, as Slurm array tasks and GNU parallel's
// `{}` over `1 2 ... N` count them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace reversi {

// Share K of N holds the items (openings, games; numbered from 0) K-1, K-1+N, K-1+2N, ...
struct Shard {
    int index = 1;  // K, from 1 to count
    int count = 1;  // N
    bool operator==(const Shard&) const = default;

    // The first item of this share; the next ones follow every `count` items.
    std::uint64_t first_item() const { return static_cast<std::uint64_t>(index - 1); }
    // "K/N".
    std::string text() const { return std::to_string(index) + "/" + std::to_string(count); }
};

constexpr int kMaxShards = 1'000'000;

// "K/N" with 1 <= K <= N <= kMaxShards, each the whole of its digits; nullopt otherwise.
std::optional<Shard> parse_shard(std::string_view text);

}  // namespace reversi
