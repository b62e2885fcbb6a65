// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluations: what they reward, that they read the board the same way in every
// orientation, and which weights Hard reads.
#include <gtest/gtest.h>

#include <functional>

#include "core/notation.hpp"
#include "patterns/compiled_weights.hpp"
#include "sample_positions.hpp"
#include "search/evaluation.hpp"
#include "search/hard_features.hpp"

namespace reversi {
namespace {

using SquareMap = std::function<int(int column, int row)>;

// The eight symmetries of the square, as maps of (column, row) to a square.
const std::vector<SquareMap> kSymmetries{
    [](int c, int r) { return square_at(c, r); },
    [](int c, int r) { return square_at(7 - c, r); },
    [](int c, int r) { return square_at(c, 7 - r); },
    [](int c, int r) { return square_at(7 - c, 7 - r); },
    [](int c, int r) { return square_at(r, c); },
    [](int c, int r) { return square_at(7 - r, c); },
    [](int c, int r) { return square_at(r, 7 - c); },
    [](int c, int r) { return square_at(7 - r, 7 - c); },
};

Bitboard transform(Bitboard b, const SquareMap& map) {
    Bitboard out = 0;
    for_each_square(b, [&](int s) { out |= square_bit(map(column_of(s), row_of(s))); });
    return out;
}

int hard(Bitboard p, Bitboard o) {
    return hard_evaluation(p, o, legal_moves(p, o), legal_moves(o, p));
}
int normal(Bitboard p, Bitboard o) {
    return normal_evaluation(p, o, legal_moves(p, o), legal_moves(o, p));
}

Bitboard squares(std::initializer_list<std::string_view> names) {
    Bitboard b = 0;
    for (std::string_view name : names)
        b |= square_bit(parse_square(name).value());
    return b;
}

TEST(Evaluation, ReadsTheBoardTheSameInAllEightOrientations) {
    for (const Position& p : testing::spread_positions(20, 21, 3)) {
        const int h = hard(p.player(), p.opponent());
        const int n = normal(p.player(), p.opponent());
        for (const SquareMap& map : kSymmetries) {
            const Bitboard tp = transform(p.player(), map);
            const Bitboard to = transform(p.opponent(), map);
            EXPECT_EQ(hard(tp, to), h) << position_string(p);
            EXPECT_EQ(normal(tp, to), n) << position_string(p);
        }
    }
}

TEST(Evaluation, TermsAddUpToTheTotal) {
    for (const Position& p : testing::spread_positions(5, 22, 4)) {
        for (const auto& terms :
             {hard_terms(p.player(), p.opponent()), normal_terms(p.player(), p.opponent())}) {
            int sum = 0;
            for (std::size_t i = 0; i + 1 < terms.size(); ++i)
                sum += terms[i].value;
            EXPECT_EQ(terms.back().name, "total");
            EXPECT_EQ(clamp_heuristic(sum), terms.back().value);
        }
        EXPECT_EQ(hard_terms(p.player(), p.opponent()).back().value,
                  hard(p.player(), p.opponent()));
        EXPECT_EQ(normal_terms(p.player(), p.opponent()).back().value,
                  normal(p.player(), p.opponent()));
    }
}

TEST(Evaluation, AHeuristicNeverClaimsAWholeBoard) {
    const Bitboard all_but_one = ~square_bit(63) & ~square_bit(0);
    EXPECT_LE(hard(all_but_one, square_bit(0)), kMaxHeuristicScore);
    EXPECT_GE(hard(square_bit(0), all_but_one), -kMaxHeuristicScore);
}

// What one disc on `square` adds to Normal's squares term, with `other` on the board.
int normal_square_value(std::string_view square, Bitboard other) {
    return normal_terms(squares({square}), other)[0].value - normal_terms(0, other)[0].value;
}

// Normal weighs the squares: a corner high, the squares beside an empty corner low, and
// those squares ordinary again once the corner is taken.
TEST(NormalEvaluation, CornersHighNeighboursOfEmptyCornersLow) {
    const Bitboard centre = squares({"d4", "e5"});
    EXPECT_GT(normal_square_value("a1", centre), normal_square_value("c1", centre));
    EXPECT_LT(normal_square_value("b1", centre), normal_square_value("c1", centre));
    EXPECT_LT(normal_square_value("b2", centre), normal_square_value("c3", centre));
    const Bitboard corner_taken = centre | squares({"a1"});
    EXPECT_GT(normal_square_value("b1", corner_taken), normal_square_value("b1", centre));
    EXPECT_GT(normal_square_value("b2", corner_taken), normal_square_value("b2", centre));
}

TEST(NormalEvaluation, CountsEachSidesMoves) {
    const Position start = Position::start();
    EXPECT_EQ(normal_terms(start.player(), start.opponent())[1].value, 0);  // 4 moves each
    for (const Position& p : testing::spread_positions(5, 25, 7)) {
        const int difference =
            popcount(p.legal_moves()) - popcount(legal_moves(p.opponent(), p.player()));
        const int term = normal_terms(p.player(), p.opponent())[1].value;
        EXPECT_EQ(term > 0, difference > 0) << position_string(p);
        EXPECT_EQ(term < 0, difference < 0) << position_string(p);
    }
}

// Found by fuzz_protocol_commands: `eval` (and Hard's search) on a board set with fewer than four
// discs read past the end of the weight table.
TEST(HardEvaluation, ABoardWithFewerThanFourDiscsTakesTheOpeningStage) {
    const Bitboard black = square_bit(*parse_square("d4"));
    const Bitboard white = square_bit(*parse_square("e4"));
    EXPECT_EQ(hard_terms(black, white).size(),
              hard_terms(Position::start().player(), Position::start().opponent()).size());
    EXPECT_EQ(patterns::stage_of(62), patterns::stage_of(60));
}

TEST(HardEvaluation, TermsNameEveryPatternThenEveryGlobalTerm) {
    const Position start = Position::start();
    const std::vector<EvalTerm> terms = hard_terms(start.player(), start.opponent());
    std::vector<std::string_view> names;
    for (const auto& shape : patterns::kShapes)
        names.push_back(shape.name);
    for (const std::string_view name : patterns::kGlobalTermNames)
        names.push_back(name);
    names.push_back("total");
    ASSERT_EQ(terms.size(), names.size());
    for (std::size_t i = 0; i < names.size(); ++i)
        EXPECT_EQ(terms[i].name, names[i]);
}

TEST(HardEvaluation, LentWeightsAreReadUntilTheLoanEnds) {
    const Position p = testing::spread_positions(1, 30, 20)[1];
    const int compiled = hard(p.player(), p.opponent());
    const patterns::PatternWeights zero;
    {
        const LentHardWeights lent(zero.view());
        EXPECT_EQ(hard(p.player(), p.opponent()), 0);
    }
    EXPECT_EQ(hard(p.player(), p.opponent()), compiled);
    EXPECT_NE(compiled, 0);
}

// What the training taught the edge table, in the middle of the game: a corner is worth having,
// an X square beside an empty corner is a liability, and the other side's corner costs.
TEST(HardEvaluation, TheTrainedEdgeTableKnowsCornersFromXSquares) {
    const patterns::WeightsView w = patterns::compiled_weights();
    const std::int16_t* edge = w.tables + patterns::stage_of(30) * patterns::kStageEntries +
                               patterns::kTableOffsets[patterns::at(patterns::Pattern::EdgeX)];
    // Digits: a1..h1 are 0 to 7, b2 is 8, g2 is 9; 1 = ours, 2 = theirs.
    constexpr int kOwnA1 = 1;
    constexpr int kTheirA1 = 2;
    constexpr int kOwnB2 = 6561;
    EXPECT_GT(edge[kOwnA1], edge[0]);
    EXPECT_LT(edge[kTheirA1], edge[0]);
    EXPECT_LT(edge[kOwnB2], edge[0]);
    EXPECT_GT(edge[kOwnA1 + kOwnB2], edge[kOwnB2]);  // behind our own corner, b2 is harmless
}

TEST(HardEvaluation, GlobalTermsCountMovesAndEmptySquares) {
    // c3 against b2 and d4: we may play a1 and e5; they have nothing.
    const Bitboard player = squares({"c3"});
    const Bitboard opponent = squares({"b2", "d4"});
    const GlobalTerms t = hard_global_terms(player, opponent, legal_moves(player, opponent),
                                            legal_moves(opponent, player));
    using patterns::GlobalTerm;
    EXPECT_EQ(t[static_cast<std::size_t>(GlobalTerm::Mobility)], 2);
    EXPECT_EQ(t[static_cast<std::size_t>(GlobalTerm::Parity)], 1);  // 61 empty squares
    EXPECT_EQ(t[static_cast<std::size_t>(GlobalTerm::Constant)], 1);
    const GlobalTerms swapped = hard_global_terms(opponent, player, legal_moves(opponent, player),
                                                  legal_moves(player, opponent));
    EXPECT_EQ(swapped[static_cast<std::size_t>(GlobalTerm::Mobility)], -2);
}

}  // namespace
}  // namespace reversi
