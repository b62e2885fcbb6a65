// Caps on the work one fuzz input may ask of the engine, so a valid but expensive command
// (`perft 16`, `go nodes 1000000000000`) cannot pass for a hang and every input runs in
// milliseconds. The harnesses send every line through within_budget().
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace reversi::fuzz {

constexpr std::uint64_t kMaxPerftDepth = 3;  // at most ~1,000 interior nodes on any board
constexpr std::uint64_t kMaxNodes = 2000;    // every `go` gets a node budget of at most this
constexpr std::uint64_t kMaxDepth = 6;

// The line to execute instead of `line` (as ProtocolSession::execute sees it): `line` itself
// unless it is a `perft` or `go` with a numeric budget. A budget above the cap but within the
// protocol's range is lowered to the cap; one beyond the protocol's range becomes 0, which the
// engine rejects the same way; a `go` without `nodes` gets `nodes kMaxNodes` appended.
std::string within_budget(std::string_view line);

}  // namespace reversi::fuzz
