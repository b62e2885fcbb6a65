// SPDX-License-Identifier: GPL-3.0-or-later
// The three opponents behind one entry point: Easy draws, Normal and Hard search.
#include "search/search.hpp"

#include <limits>

#include "search/alpha_beta.hpp"
#include "search/easy.hpp"
#include "search/evaluation.hpp"
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
        if (level == Level::Normal)
            return {kUnlimitedNodes, kNormalDepth, false, false, multipv, {}};
        return {kHardNodeBudget, kLongestGame, false, false, multipv, {}};
    }
    return {limits.nodes.value_or(kUnlimitedNodes),
            limits.depth.value_or(kLongestGame),
            limits.depth.has_value() || limits.wld,
            limits.wld,
            multipv,
            {}};
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

// Hard's variety (PROTOCOL.md, Hard): over the first kVarietyMoves moves of a game, Hard's
// reply at its own budget is drawn by the seed from the moves its search proves close to the
// best: of exactly its value (kVarietyMargin, one hundredth of a disc: the board's symmetry),
// or, once it sees itself more than kVarietyLead ahead, any move that keeps that lead and gives
// up at most kVarietyWide. A margin in level positions costs Elo against Hard itself (one disc
// cost about 24), while a lead's choices hardly change a result (engine/search/README.md,
// "Hard's variety").
constexpr int kVarietyMoves = 20;
constexpr int kVarietyMargin = 1;
constexpr int kVarietyLead = 10 * kScorePerDisc;
constexpr int kVarietyWide = 8 * kScorePerDisc;

// Hard's own budget, a reply in a game: analysis (a budget, a depth, MultiPV) has no variety.
bool at_own_budget(const SearchRequest& request) {
    const SearchLimits& limits = request.limits;
    return !limits.nodes && !limits.depth && !limits.wld && request.multipv == 1;
}

RootVariety hard_variety(const Position& position, const SearchRequest& request) {
    if (position.moves_made() >= kVarietyMoves || !at_own_budget(request)) return {};
    return {kVarietyMargin, kVarietyLead, kVarietyWide,
            move_generator(request.seed, position.moves_made()).next()};
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
            AlphaBetaLimits limits = resolve_limits(request.level, request.limits, request.multipv);
            if (hard) limits.variety = hard_variety(position, request);
            const AlphaBetaResult found = alpha_beta_search(
                position, hard ? SearchStyle::Hard : SearchStyle::Normal, limits,
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
