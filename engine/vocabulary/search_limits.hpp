// What a `go` may ask of a search instead of the level's own budget: the words a harness, the
// client and the engine share (protocol-spec/PROTOCOL.md, "Limits").
#pragma once

#include <cstdint>
#include <optional>

namespace reversi {

// Overrides of a level's own budget, for analysis (`go nodes N`, `go depth D`).
struct SearchLimits {
    std::optional<std::uint64_t> nodes;
    std::optional<int> depth;
};

}  // namespace reversi
