// SPDX-License-Identifier: GPL-3.0-or-later
// The exact endgame solver: right scores against plain minimax, right bounds for any window,
// the FFO suite's answers, and a pinned position count that shows any change in ordering.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <sstream>
#include <string>

#include "core/notation.hpp"
#include "ffo_problems.hpp"
#include "sample_positions.hpp"
#include "search/endgame.hpp"
#include "search/search.hpp"

namespace reversi {
namespace {

using testing::ffo_problems;
using testing::FfoProblem;

// Plain minimax over the rules' Position, with no pruning and no ordering: the reference.
int minimax(const Position& p) {
    if (p.is_game_over()) {
        const int difference =
            p.disc_count(p.side_to_move()) - p.disc_count(opposite(p.side_to_move()));
        const int empties = p.empty_count();
        return difference > 0 ? difference + empties : difference < 0 ? difference - empties : 0;
    }
    if (p.must_pass()) return -minimax(p.after(Move::pass()));
    int best = -64;
    for_each_square(p.legal_moves(),
                    [&](int s) { best = std::max(best, -minimax(p.after(Move::at(s)))); });
    return best;
}

struct Solved {
    int score;
    std::uint64_t nodes;
};

Solved solve(const Position& p, int alpha = -64, int beta = 64,
             std::uint64_t budget = NodeCounter::kUnlimited,
             const EndgameSolver::Tuning& tuning = EndgameSolver::kThrifty) {
    static EndgameTable table;
    static EndgameTable near_end(EndgameTable::kNearEndIndexBits);
    table.new_search();
    near_end.new_search();
    const SearchControl control;
    NodeCounter counter(budget, control);
    EndgameSolver solver(counter, table, near_end);
    solver.set_tuning(tuning);
    const int score = solver.solve(p.player(), p.opponent(), alpha, beta);
    return {score, counter.nodes()};
}

// Positions of random games with at most `most` empty squares, the finished ones included.
std::vector<Position> small_endgames(int most) {
    std::vector<Position> found;
    for (const Position& p : testing::random_game_positions(40, 21)) {
        if (p.empty_count() <= most) found.push_back(p);
    }
    return found;
}

// Both tunings: the long solves' one keeps the band from 7 to 10 empties in the near-end table.
constexpr std::array<EndgameSolver::Tuning, 2> kTunings = {EndgameSolver::kThrifty,
                                                           EndgameSolver::kFast};

TEST(Endgame, SolvesEveryPositionAsMinimaxDoes) {
    int checked = 0;
    for (const Position& p : small_endgames(10)) {
        const int exact = minimax(p);
        for (const EndgameSolver::Tuning& tuning : kTunings) {
            EXPECT_EQ(solve(p, -64, 64, NodeCounter::kUnlimited, tuning).score, exact)
                << position_string(p) << " ordered from " << tuning.ordered_empties;
        }
        ++checked;
    }
    EXPECT_GT(checked, 300);
}

TEST(Endgame, AScoreOutsideTheWindowIsABoundOnTheRightSide) {
    for (const Position& p : small_endgames(9)) {
        const int exact = minimax(p);
        for (const int alpha : {-64, -20, -2, 0, 1, 6, 30}) {
            for (const int width : {1, 2, 9}) {
                for (const EndgameSolver::Tuning& tuning : kTunings) {
                    const int score =
                        solve(p, alpha, alpha + width, NodeCounter::kUnlimited, tuning).score;
                    const std::string where = position_string(p) + " alpha " +
                                              std::to_string(alpha) + " ordered from " +
                                              std::to_string(tuning.ordered_empties);
                    if (score <= alpha) {
                        EXPECT_GE(score, exact) << where;
                    } else if (score >= alpha + width) {
                        EXPECT_LE(score, exact) << where;
                    } else {
                        EXPECT_EQ(score, exact) << where;
                    }
                }
            }
        }
    }
}

TEST(Endgame, APassAndAWipeoutAreScoredByTheRules) {
    // White to move has no square and Black wins every disc at once with c1 (b1 turns):
    // the pass is a visited position, and the wipeout scores -64 for White.
    const auto wipeout = parse_position(std::string("XO") + std::string(62, '-'), "O");
    ASSERT_TRUE(wipeout);
    ASSERT_TRUE(wipeout->must_pass());
    EXPECT_EQ(solve(*wipeout).score, minimax(*wipeout));
    EXPECT_EQ(solve(*wipeout).score, -64);
    EXPECT_EQ(solve(*wipeout).nodes, 2U);
    // Nobody can move: the game is over and the empties go to the side with more discs.
    const auto over = parse_position(std::string("XX-") + std::string(61, '-'), "O");
    ASSERT_TRUE(over);
    EXPECT_EQ(solve(*over).score, -64);
    EXPECT_EQ(solve(*over).nodes, 0U);
}

TEST(Endgame, NeverVisitsMorePositionsThanItsBudget) {
    for (const Position& p : small_endgames(10)) {
        const std::uint64_t full = solve(p).nodes;
        if (full < 3) continue;
        const std::uint64_t budget = full / 2;
        EXPECT_EQ(solve(p, -64, 64, budget).nodes, budget) << position_string(p);
    }
}

SearchResult solve_to_the_end(const Position& p) {
    return search_move(p, SearchRequest{Level::Hard, 0, SearchLimits{std::nullopt, kLongestGame}});
}

TEST(Endgame, FfoOneToNineteenGetTheirScoreAndABestMove) {
    for (const FfoProblem& problem : ffo_problems(1, 19)) {
        const SearchResult found = solve_to_the_end(problem.position);
        ASSERT_TRUE(found.deepest);
        EXPECT_EQ(found.deepest->depth, problem.position.empty_count()) << problem.number;
        EXPECT_EQ(found.deepest->score, problem.score) << "FFO #" << problem.number;
        const std::string move = move_name(found.move);
        EXPECT_NE(("," + problem.best_moves + ",").find("," + move + ","), std::string::npos)
            << "FFO #" << problem.number << " played " << move;
    }
}

// `go depth 60` (a depth given, no budget) jumps to the end after depth 4; a search with
// neither (as `go infinite` runs) reports every depth on the way.
TEST(Endgame, OnlyADepthAskedForGoesStraightToTheEnd) {
    const Position p = ffo_problems(1, 1).front().position;
    std::vector<int> asked;
    search_move(p, SearchRequest{Level::Hard, 0, SearchLimits{std::nullopt, kLongestGame}},
                [&](const SearchInfo& info) { asked.push_back(info.depth); });
    EXPECT_EQ(asked, (std::vector<int>{1, 2, 3, 4, p.empty_count()}));
    std::vector<int> unasked;
    search_move(p, SearchRequest{Level::Hard, 0, SearchLimits{~std::uint64_t{0}, std::nullopt}},
                [&](const SearchInfo& info) { unasked.push_back(info.depth); });
    ASSERT_EQ(unasked.size(), static_cast<std::size_t>(p.empty_count()));
    EXPECT_EQ(unasked.back(), p.empty_count());
}

// The position count is a signature of the ordering, the table and every cut-off: any change
// to them changes it. Update the figure only for a change made on purpose, with the FFO
// benchmark's figures (scripts/ffo.sh) to show it pays.
TEST(Endgame, FfoOneToSevenCostAPinnedNumberOfPositions) {
    std::uint64_t nodes = 0;
    for (const FfoProblem& problem : ffo_problems(1, 7)) {
        nodes += solve_to_the_end(problem.position).nodes;
    }
    EXPECT_EQ(nodes, 287633U);
}

// From 18 empties up Hard solves in stages (selective solves, then the exact one in a window
// around their score): the answer is still exact, and the count is pinned as above. FFO #40
// has 20 empties; #47's 25 bring in the ordering's four- and six-ply looks.
void expect_solved_in_stages(int number, std::uint64_t pinned_nodes) {
    const FfoProblem problem = ffo_problems(number, number).front();
    std::vector<SearchInfo> infos;
    const SearchResult found = search_move(
        problem.position, SearchRequest{Level::Hard, 0, SearchLimits{std::nullopt, kLongestGame}},
        [&](const SearchInfo& info) { infos.push_back(info); });
    ASSERT_TRUE(found.deepest);
    EXPECT_EQ(found.deepest->kind, ScoreKind::Exact);
    EXPECT_EQ(found.deepest->score, problem.score);
    EXPECT_EQ(move_name(found.move), problem.best_moves);
    // The selective stages report nothing: depths 1 to 4, then the exact solve.
    EXPECT_EQ(infos.size(), 5U);
    EXPECT_EQ(found.nodes, pinned_nodes) << "FFO #" << number;
}

TEST(Endgame, FfoFortySolvedInStagesGetsItsScoreForAPinnedNumberOfPositions) {
    expect_solved_in_stages(40, 16339847U);
}

TEST(Endgame, FfoFortySevenSolvedInStagesGetsItsScoreForAPinnedNumberOfPositions) {
    expect_solved_in_stages(47, 22383460U);
}

}  // namespace
}  // namespace reversi
