// SPDX-License-Identifier: GPL-3.0-or-later
// Reading `K/N` strictly: digits only, K within 1 to N.
#include "vocabulary/shard.hpp"

#include "vocabulary/tokens.hpp"

namespace reversi {

std::optional<Shard> parse_shard(std::string_view text) {
    const std::size_t slash = text.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    const auto index = parse_unsigned(text.substr(0, slash), 1, kMaxShards);
    const auto count = parse_unsigned(text.substr(slash + 1), 1, kMaxShards);
    if (!index || !count || *index > *count) return std::nullopt;
    return Shard{static_cast<int>(*index), static_cast<int>(*count)};
}

}  // namespace reversi
