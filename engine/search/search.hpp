// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing the CPU's move: the one entry point the protocol modes call.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/position.hpp"
#include "core/stop_flag.hpp"
#include "vocabulary/level.hpp"
#include "vocabulary/search_info.hpp"
#include "vocabulary/search_limits.hpp"

namespace reversi {

// Hard reads until it has visited this many positions (protocol-spec/PROTOCOL.md, Opponents).
constexpr std::uint64_t kHardNodeBudget = 12'000;
// Normal reads this many plies ahead.
constexpr int kNormalDepth = 3;
// No game lasts longer than this many placed discs, so no search needs to be deeper.
constexpr int kLongestGame = 60;

// What may end a search before its limits do: a stop request raised from another thread, and
// the clock. The iteration in progress is then abandoned, as when the node budget runs out. A
// search that is never stopped visits exactly the positions its limits allow: the flag and the
// clock are read every kPollInterval positions and change nothing else.
// How far a running search has got, for the progress lines of a long search.
struct SearchProgress {
    std::uint64_t nodes = 0;  // positions visited so far
    int hashfull = 0;         // per mille of the sampled table entries this search has written
};
using ProgressSink = std::function<void(const SearchProgress&)>;
constexpr std::chrono::milliseconds kProgressInterval{1000};

struct SearchControl {
    const StopFlag* stop = nullptr;
    std::optional<std::chrono::steady_clock::time_point> deadline;
    // No iteration starts after this time (one that has started runs until the deadline).
    std::optional<std::chrono::steady_clock::time_point> last_start;
    // Hears how far the search has got, every `progress_interval` or a little later. It only
    // reads: the search visits the same positions with or without it.
    ProgressSink on_progress;
    std::chrono::milliseconds progress_interval = kProgressInterval;
    // The size of the search's tables: another size than the default changes which entries
    // survive, so only searches that are not reproducible anyway (on a clock) may ask for it.
    std::size_t table_megabytes = kDefaultTableMegabytes;
};
constexpr std::uint64_t kPollInterval = 1024;

struct SearchRequest {
    Level level = Level::Hard;
    std::uint64_t seed = 0;
    SearchLimits limits;
    // How many root moves each iteration scores exactly and reports, best first (MultiPV).
    int multipv = 1;
};

using InfoSink = std::function<void(const SearchInfo&)>;

// Everything a search produced, for tools that want more than the move (bench, tests).
struct SearchResult {
    Move move;
    std::uint64_t nodes = 0;            // positions visited, an unfinished iteration included
    std::optional<SearchInfo> deepest;  // the deepest finished iteration; none for Easy
};

// The move the requested opponent plays and what its search saw: a pure function of
// position, level, seed and limits. A position that must pass gives Move::pass() without
// searching; the caller does not ask on a finished game.
// `control` can end the search earlier (the move is then less deep, and not reproducible).
SearchResult search_move(const Position& position, const SearchRequest& request,
                         const InfoSink& on_info = {}, const SearchControl& control = {});

// The move alone.
Move choose_move(const Position& position, const SearchRequest& request,
                 const InfoSink& on_info = {}, const SearchControl& control = {});

}  // namespace reversi
