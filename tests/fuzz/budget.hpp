// SPDX-License-Identifier: GPL-3.0-or-later
// Caps on the work one fuzz input may ask of the engine, so a valid but expensive command
// (`perft 16`, `go nodes 1000000000000`, `bench`, NBoard's `hint 64`) cannot pass for a hang and
// every input runs in milliseconds. The harnesses send every line through one of the rules below.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace reversi::fuzz {

constexpr std::uint64_t kMaxPerftDepth = 3;  // at most ~1,000 interior nodes on any board
constexpr std::uint64_t kMaxNodes = 2000;    // every `go` gets a node budget of at most this
constexpr std::uint64_t kMaxDepth = 6;
// A `Hash` size is made and written through when it is set: 4096 MiB would pass the fuzzers'
// memory limit, so every size above this many MiB is lowered to it.
constexpr std::uint64_t kMaxHashMegabytes = 16;

// The line to execute instead of `line` (as ProtocolSession::execute sees it): `line` itself
// unless it is `bench` (48 full searches), which becomes a comment, or a `perft` or `go` with
// a numeric budget. A budget above the cap but within the
// protocol's range is lowered to the cap; one beyond the protocol's range becomes 0, which the
// engine rejects the same way; a `go` without `nodes` gets `nodes kMaxNodes` appended.
// `setoption name Hash value N` gets N capped at kMaxHashMegabytes the same way.
std::string within_budget(std::string_view line);

// GTP mode (the session starts at level easy): `reversi-level normal|hard` (any case) becomes
// `reversi-level easy`, so every `genmove` searches with the smallest budget, and
// `reversi-analyze` (which reads as Hard) gets its depth and nodes capped as `go` does, with
// `nodes kMaxNodes` appended when it has none; `reversi-hash N` gets N capped at
// kMaxHashMegabytes. `line` is raw: the rule reads it as GTP preprocessing will.
std::string gtp_within_budget(std::string_view line);

constexpr std::uint64_t kMaxHints = 2;
// NBoard mode (the session's level is fixed at easy, so `set depth` cannot raise it): `hint N`
// above kMaxHints is lowered to it (beyond the protocol's 64, to 0, still rejected), and
// `set hash N` gets N capped at kMaxHashMegabytes; `set level normal|hard` (any case; the Level
// option, which overrides the fixed level) becomes `set level easy`.
std::string nboard_within_budget(std::string_view line);

// Applies `rule` to every '\n'-separated line of `text`, judged as the line reader passes it on
// (without any '\r'); a line the rule leaves alone keeps its original bytes.
std::string bounded_lines(std::string_view text, std::string (*rule)(std::string_view));

}  // namespace reversi::fuzz
