// SPDX-License-Identifier: GPL-3.0-or-later
// The three opponents behind one entry point: Easy draws, Normal and Hard search.
#include "search/search.hpp"

#include <limits>

#include "search/alpha_beta.hpp"
#include "search/easy.hpp"
#include "search/random.hpp"

namespace reversi {

namespace {

constexpr std::uint64_t kUnlimitedNodes = std::numeric_limits<std::uint64_t>::max();

// Without overrides a level reads as far as it does in a game; with any override, only the
// limits given apply (a depth alone reads that deep whatever it costs).
// `wld` reads to the end, as a depth to the end does (a node budget or a clock may still stop
// it first).
AlphaBetaLimits resolve_limits(Level level, const SearchLimits& limits, int multipv) {
    if (!limits.nodes && !limits.depth && !limits.wld) {
        if (level == Level::Normal) return {kUnlimitedNodes, kNormalDepth, false, false, multipv};
        return {kHardNodeBudget, kLongestGame, false, false, multipv};
    }
    return {limits.nodes.value_or(kUnlimitedNodes), limits.depth.value_or(kLongestGame),
            limits.depth.has_value() || limits.wld, limits.wld, multipv};
}

std::vector<Move> board_order(const Position& position) {
    std::vector<Move> moves;
    for_each_square(position.legal_moves(), [&](int square) { moves.push_back(Move::at(square)); });
    return moves;
}

// Normal's root order: the legal squares shuffled (Fisher-Yates, last to first) by
// move_generator(seed, moves made). Equal scores go to the earlier move, so the seed breaks ties.
std::vector<Move> seeded_order(const Position& position, std::uint64_t seed) {
    std::vector<Move> moves = board_order(position);
    SplitMix64 generator = move_generator(seed, position.moves_made());
    for (std::size_t i = moves.size(); i > 1; --i)
        std::swap(moves[i - 1], moves[generator.below(i)]);
    return moves;
}

}  // namespace

SearchResult search_move(const Position& position, const SearchRequest& request,
                         const InfoSink& on_info, const SearchControl& control) {
    if (!position.has_legal_move()) return {Move::pass(), 0, std::nullopt};
    switch (request.level) {
        case Level::Easy:
            return {easy_move(position, request.seed), 0, std::nullopt};
        case Level::Normal:
        case Level::Hard: {
            const bool hard = request.level == Level::Hard;
            const AlphaBetaResult found = alpha_beta_search(
                position, hard ? SearchStyle::Hard : SearchStyle::Normal,
                resolve_limits(request.level, request.limits, request.multipv),
                hard ? board_order(position) : seeded_order(position, request.seed), control,
                on_info);
            return {found.best, found.nodes, found.deepest};
        }
    }
    return {Move::pass(), 0, std::nullopt};
}

Move choose_move(const Position& position, const SearchRequest& request, const InfoSink& on_info,
                 const SearchControl& control) {
    return search_move(position, request, on_info, control).move;
}

}  // namespace reversi
