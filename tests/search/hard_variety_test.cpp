// SPDX-License-Identifier: GPL-3.0-or-later
// Hard's seeded variety: over the first 20 moves of a game the match's seed draws Hard's reply
// among the moves its search proves close to the best, so its games differ from seed to seed;
// one seed still plays one game, the budget holds, and later moves and analysis (a node budget,
// MultiPV) never see the seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "core/notation.hpp"
#include "sample_positions.hpp"
#include "search/search.hpp"

namespace reversi {
namespace {

SearchResult hard(const Position& p, std::uint64_t seed, SearchLimits limits = {},
                  int multipv = 1) {
    return search_move(p, SearchRequest{Level::Hard, seed, limits, multipv});
}

// A player who always takes the first legal square in board order (a1, b1, ... h8) plays Black
// against Hard playing with `seed`: the game's first `plies` moves, and the most positions one
// of Hard's replies visited.
struct Opening {
    std::string moves;
    std::uint64_t most_nodes = 0;
};

Opening first_moves(std::uint64_t seed, int plies) {
    Position p = Position::start();
    Opening opening;
    for (int ply = 0; ply < plies && !p.is_game_over(); ++ply) {
        Move move = Move::pass();
        if (p.has_legal_move() && ply % 2 == 0) {
            move = Move::at(lowest_square(p.legal_moves()));
        } else if (p.has_legal_move()) {
            const SearchResult reply = hard(p, seed);
            move = reply.move;
            opening.most_nodes = std::max(opening.most_nodes, reply.nodes);
        }
        opening.moves += move_name(move) + ' ';
        p = p.after(move);
    }
    return opening;
}

TEST(HardVariety, TheSeedChangesTheGame) {
    std::set<std::string> games;
    for (std::uint64_t seed = 1; seed <= 30; ++seed)
        games.insert(first_moves(seed, 20).moves);
    // scripts/hard-variety.py measures the same over 100 seeds (engine/search/README.md).
    EXPECT_GE(games.size(), 25u);
}

TEST(HardVariety, OneSeedPlaysOneGame) {
    EXPECT_EQ(first_moves(7, 24).moves, first_moves(7, 24).moves);
}

TEST(HardVariety, EveryReplyStaysWithinTheBudget) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed)
        EXPECT_LE(first_moves(seed, 20).most_nodes, kHardNodeBudget) << seed;
}

// Against Hard at its budget without the seed no side leads by 10 discs early, and moves of
// exactly equal value are rare after the first: the seed leaves such a game as it was.
TEST(HardVariety, ALevelGameIgnoresTheSeed) {
    std::set<std::string> games;
    SearchLimits budget;
    budget.nodes = kHardNodeBudget;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        Position p = Position::start();
        std::string moves;
        for (int ply = 0; ply < 20 && !p.is_game_over(); ++ply) {
            const Move move = ply % 2 == 0 ? hard(p, 0, budget).move : hard(p, seed).move;
            moves += move_name(move) + ' ';
            p = p.after(move);
        }
        games.insert(moves);
    }
    EXPECT_EQ(games.size(), 1u);
}

// The four first moves are one move turned: equal in value, so the seed draws among them all.
TEST(HardVariety, TheSeedDrawsAmongEqualMoves) {
    std::set<int> firsts;
    for (std::uint64_t seed = 1; seed <= 40; ++seed)
        firsts.insert(hard(Position::start(), seed).move.square());
    EXPECT_EQ(firsts.size(), 4u);
}

TEST(HardVariety, FromTheTwentiethMoveOnTheSeedChangesNothing) {
    int checked = 0;
    for (const Position& p : testing::spread_positions(6, 8, 4)) {
        if (p.moves_made() < 20 || !p.has_legal_move()) continue;
        const SearchResult one = hard(p, 1);
        const SearchResult other = hard(p, 0xDEADBEEF);
        EXPECT_EQ(one.move, other.move) << position_string(p);
        EXPECT_EQ(one.nodes, other.nodes) << position_string(p);
        ++checked;
    }
    EXPECT_GT(checked, 10);
}

TEST(HardVariety, AnalysisIgnoresTheSeed) {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        SearchLimits budget;
        budget.nodes = kHardNodeBudget;
        EXPECT_EQ(hard(Position::start(), seed, budget).move,
                  hard(Position::start(), 0, budget).move);
        EXPECT_EQ(hard(Position::start(), seed, {}, 2).move,
                  hard(Position::start(), 0, {}, 2).move);
    }
}

}  // namespace
}  // namespace reversi
