// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing the CPU's move: the one entry point the protocol modes call.
#pragma once

#include <cstdint>
#include <optional>

#include "core/position.hpp"
#include "search/search_control.hpp"
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

struct SearchRequest {
    Level level = Level::Hard;
    std::uint64_t seed = 0;
    SearchLimits limits;
    // How many root moves each iteration scores exactly and reports, best first (MultiPV).
    int multipv = 1;
};

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
// With control.threads above 1 an exact solve without a node budget is shared by that many
// threads: the same score, a move of that score, a count that may vary (SearchControl).
SearchResult search_move(const Position& position, const SearchRequest& request,
                         const InfoSink& on_info = {}, const SearchControl& control = {});

// The move alone.
Move choose_move(const Position& position, const SearchRequest& request,
                 const InfoSink& on_info = {}, const SearchControl& control = {});

}  // namespace reversi
