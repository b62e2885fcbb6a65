// SPDX-License-Identifier: GPL-3.0-or-later
// The solver's shallow look-ahead: Hard's evaluation at depth 0, exact scores at finished
// games, plain negamax above, and every position it creates counted.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/moves.hpp"
#include "sample_positions.hpp"
#include "search/evaluation.hpp"
#include "search/shallow_search.hpp"

namespace reversi {
namespace {

const SearchControl kNoControl;

// Negamax without pruning over the same leaves, and the positions it creates.
int reference(const Position& p, int depth, std::uint64_t& created) {
    if (p.is_game_over()) return final_score(p.player(), p.opponent());
    if (depth == 0) {
        return hard_evaluation(p.player(), p.opponent(), p.legal_moves(),
                               legal_moves(p.opponent(), p.player()));
    }
    if (p.must_pass()) {
        ++created;
        return -reference(p.after(Move::pass()), depth, created);
    }
    int best = -kInfiniteScore;
    for_each_square(p.legal_moves(), [&](int s) {
        ++created;
        best = std::max(best, -reference(p.after(Move::at(s)), depth - 1, created));
    });
    return best;
}

// From four plies left the children are read in an order of their own: the score stays
// negamax's.
TEST(ShallowSearch, ScoresAsNegamaxOverHardsEvaluationDoes) {
    int checked = 0;
    int position_number = 0;
    for (const Position& p : testing::random_game_positions(6, 5)) {
        // The deeper reads on every eighth position only: the plain negamax is slow there.
        const int deepest = position_number++ % 8 == 0 ? 4 : 2;
        for (int depth = 0; depth <= deepest; ++depth) {
            std::uint64_t created = 0;
            const int expected = reference(p, depth, created);
            NodeCounter counter(NodeCounter::kUnlimited, kNoControl);
            EXPECT_EQ(shallow_score(p.player(), p.opponent(), depth, -kInfiniteScore,
                                    kInfiniteScore, counter),
                      expected);
            // With a full window a pruned search creates no more than the plain one.
            EXPECT_LE(counter.nodes(), created);
            ++checked;
        }
    }
    EXPECT_GT(checked, 100);
}

TEST(ShallowSearch, AFinishedGameScoresItsFinalCount) {
    const Bitboard player = 0x000000FFFFFFFFFFULL;
    const Bitboard opponent = ~player;  // a full board
    NodeCounter counter(NodeCounter::kUnlimited, kNoControl);
    EXPECT_EQ(shallow_score(player, opponent, 2, -kInfiniteScore, kInfiniteScore, counter),
              final_score(player, opponent));
    EXPECT_EQ(counter.nodes(), 0U);
}

TEST(ShallowSearch, StopsWhenTheBudgetIsSpent) {
    const Position p = testing::random_game_positions(1, 3).at(10);
    NodeCounter counter(3, kNoControl);
    EXPECT_EQ(shallow_score(p.player(), p.opponent(), 2, -kInfiniteScore, kInfiniteScore, counter),
              0);
    EXPECT_TRUE(counter.aborted());
    EXPECT_EQ(counter.nodes(), 3U);
}

}  // namespace
}  // namespace reversi
