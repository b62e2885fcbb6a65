// SPDX-License-Identifier: GPL-3.0-or-later
// The node-counted, iterative-deepening alpha-beta search behind Normal and Hard.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "core/position.hpp"
#include "search/search_control.hpp"
#include "vocabulary/search_info.hpp"

namespace reversi {

// Which evaluation and move ordering the search uses.
enum class SearchStyle : std::uint8_t { Normal, Hard };

struct AlphaBetaLimits {
    std::uint64_t nodes;  // positions the search may visit, the root included
    int depth;            // deepest iteration, in placed discs (passes are free)
    // The depth was asked for (`go depth D`): with no budget and no clock, a search asked for
    // the end goes there straight after a few iterations.
    bool depth_given = false;
    // The iteration that reads to the end of the game asks only who wins: a window around a
    // draw, scores +1, 0 or -1 (`go wld`).
    bool wld = false;
    // Root moves each iteration scores exactly, each with a full window, and reports best first.
    int multipv = 1;
};

struct AlphaBetaResult {
    Move best;                          // of the deepest finished iteration (see fallback)
    std::uint64_t nodes = 0;            // positions visited, unfinished iteration included
    std::optional<SearchInfo> deepest;  // none when not even depth 1 finished
};

// Searches depth 1, 2, ... up to limits.depth (or the end of the game; Hard jumps there from
// depth 4 when 11 or fewer squares are empty) and stops when limits.nodes positions have been
// visited or `control` stops it, reporting each finished iteration to `on_info`.
// `root_moves` are the root's legal squares in the order ties are broken; Hard re-sorts them
// after each iteration, Normal keeps them. If no iteration finishes, root_moves.front() is
// played. The position must have a legal square.
AlphaBetaResult alpha_beta_search(const Position& root, SearchStyle style,
                                  const AlphaBetaLimits& limits, std::vector<Move> root_moves,
                                  const SearchControl& control, const InfoSink& on_info);

// Hard's evaluation searched to depths 1, 2, ... max_depth in turn from an empty table, every
// line read to its full depth (no ProbCut), with no budget: the root's score at each depth in
// hundredths of a disc (index 0 is depth 1). The samples `reversi-train probcut` fits ProbCut's
// predictions on. Lines that reach the end of the game are solved exactly, as in play.
std::vector<int> hard_scores_by_depth(const Position& root, int max_depth);

}  // namespace reversi
