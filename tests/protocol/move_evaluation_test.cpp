// SPDX-License-Identifier: GPL-3.0-or-later
// Move values for NBoard's hint: exact at the end of the game, forced passes in the line, and
// the line always starting with the move, whatever the search reports.
#include <gtest/gtest.h>

#include "core/game_line.hpp"
#include "core/notation.hpp"
#include "protocol/move_evaluation.hpp"
#include "support/move_lines.hpp"

namespace reversi {
namespace {

using testing::after_moves;

// White to move; white's g1 leaves black without a square, and white then has c1.
constexpr std::string_view kBeforeG1 =
    "f5 f4 c3 g6 f3 c5 d6 f2 b5 c4 g3 a6 f6 c2 e3 g4 b3 g7 d3 h4 b1 c7 e7 d2 b8 e6 a5 e2 f7 d7 b4 "
    "b2 f8 d8 e1 b7 h2 b6 h5 a4 h7 d1 a3 h6 e8 f1 a7 g8 h8 g2 g5 c6 a2 a8 h3 a1 c8";

// As the search scores a finished game, and Othello tools do: the empty squares go to the winner.
TEST(MoveEvaluation, AMoveThatEndsTheGameIsWorthTheFinalScoreWithTheEmptySquaresToTheWinner) {
    // Black takes b8 and white has no disc left: 7 to 0 with 57 squares empty.
    const Position position =
        *parse_position("----------------------------------------------------------OOOOOX X");
    const MoveEvaluation evaluation = evaluate_move(position, *parse_move("b8"), {});
    EXPECT_EQ(evaluation.score, 64);
    EXPECT_TRUE(evaluation.exact);
    EXPECT_EQ(evaluation.depth, 1);
    EXPECT_EQ(evaluation.pv, (std::vector<Move>{*parse_move("b8")}));
}

TEST(MoveEvaluation, APassForcedOnTheOpponentIsPartOfTheLine) {
    const Position position = after_moves(kBeforeG1);
    const MoveEvaluation evaluation = evaluate_move(position, *parse_move("g1"), {});
    ASSERT_GE(evaluation.pv.size(), 2u);
    EXPECT_EQ(evaluation.pv[0], *parse_move("g1"));
    EXPECT_TRUE(evaluation.pv[1].is_pass());
    EXPECT_GE(evaluation.depth, 1);
}

TEST(MoveEvaluation, TheLineStartsWithTheMoveAndContinuesLegally) {
    for (std::string_view first : {"d3", "c4", "f5", "e6"}) {
        const MoveEvaluation evaluation =
            evaluate_move(Position::start(), *parse_move(first), {Level::Normal, 3, {}});
        ASSERT_FALSE(evaluation.pv.empty());
        EXPECT_EQ(evaluation.move, *parse_move(first));
        GameLine line;
        for (Move m : evaluation.pv)
            EXPECT_TRUE(line.play(m)) << first << ": " << move_name(m);
    }
}

TEST(MoveEvaluation, TheSearchReportBecomesAnEvaluationOfItsFirstMove) {
    const SearchInfo info{5, 1234, -3, {*parse_move("d3"), *parse_move("c5")}};
    const MoveEvaluation evaluation = evaluation_from(info, 20);
    EXPECT_EQ(evaluation.move, *parse_move("d3"));
    EXPECT_EQ(evaluation.score, -3);
    EXPECT_EQ(evaluation.depth, 5);
    EXPECT_EQ(evaluation.nodes, 1234u);
    EXPECT_EQ(evaluation.pv, info.pv);
    EXPECT_FALSE(evaluation.exact);
    EXPECT_TRUE(evaluation_from(info, 5).exact);  // depth 5 with 5 empty squares reads to the end
}

}  // namespace
}  // namespace reversi
