// The evaluations: what they reward, that they read the board the same way in every
// orientation, and that the discs they call stable really never turn.
#include <gtest/gtest.h>

#include <functional>

#include "core/notation.hpp"
#include "sample_positions.hpp"
#include "search/board_features.hpp"
#include "search/edge_table.hpp"
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
TEST(HardEvaluation, ABoardWithFewerThanFourDiscsTakesTheOpeningWeights) {
    EXPECT_EQ(hard_weights(64), hard_weights(60));
    EXPECT_EQ(hard_weights(62), hard_weights(60));
    const Bitboard black = square_bit(*parse_square("d4"));
    const Bitboard white = square_bit(*parse_square("e4"));
    EXPECT_EQ(hard_terms(black, white).size(),
              hard_terms(Position::start().player(), Position::start().opponent()).size());
}

TEST(HardFeatures, MobilityCountsACornerMoveTwice) {
    // c3 against b2 and d4: we may play a1 (a corner) and e5; they have nothing.
    const Bitboard player = squares({"c3"});
    const Bitboard opponent = squares({"b2", "d4"});
    const HardFeatures f = hard_features(player, opponent, legal_moves(player, opponent),
                                         legal_moves(opponent, player));
    EXPECT_EQ(f[static_cast<std::size_t>(HardFeature::Mobility)], 3);
}

TEST(BoardFeatures, CornersAreStableAndAnEmptyBoardHasNone) {
    const Bitboard own = squares({"a1", "h8", "d4"});
    const features::FullLines full = features::full_lines(own | squares({"e4"}));
    EXPECT_EQ(features::stable_discs(own, full), squares({"a1", "h8"}));
    EXPECT_EQ(features::stable_discs(0, features::full_lines(0)), 0u);
}

TEST(BoardFeatures, ARunFromACornerAlongTheEdgeIsStable) {
    const Bitboard own = squares({"a1", "b1", "c1", "a2", "e1"});
    const Bitboard other = squares({"d1"});
    EXPECT_EQ(features::stable_discs(own, features::full_lines(own | other)),
              squares({"a1", "b1", "c1", "a2"}));
}

// Whatever both sides play afterwards, a disc called stable keeps its colour.
TEST(BoardFeatures, StableDiscsNeverTurnInAnyContinuation) {
    SplitMix64 generator(23);
    int stable_seen = 0;
    for (const Position& p : testing::spread_positions(40, 24, 5)) {
        const features::FullLines full = features::full_lines(p.player() | p.opponent());
        const Bitboard mine = features::stable_discs(p.player(), full);
        const Bitboard theirs = features::stable_discs(p.opponent(), full);
        stable_seen += popcount(mine | theirs);
        for (int playout = 0; playout < 5; ++playout) {
            Position q = p;
            while (!q.is_game_over()) {
                q = q.must_pass() ? q.after(Move::pass())
                                  : q.after(testing::random_square(q, generator));
                ASSERT_EQ(q.discs(p.side_to_move()) & mine, mine) << position_string(p);
                ASSERT_EQ(q.discs(opposite(p.side_to_move())) & theirs, theirs)
                    << position_string(p);
            }
        }
    }
    EXPECT_GT(stable_seen, 500);
}

TEST(BoardFeatures, NeighboursDoNotWrapAroundTheBoard) {
    EXPECT_EQ(features::neighbours(squares({"h1"})), squares({"g1", "g2", "h2"}));
    EXPECT_EQ(features::neighbours(squares({"a5"})), squares({"a4", "b4", "b5", "a6", "b6"}));
}

TEST(BoardFeatures, EdgeLinesReadAllFourEdges) {
    const features::EdgeLines lines = features::edge_lines(squares({"a1", "c8", "a3", "h2"}));
    EXPECT_EQ(lines.lines[0], 0b1u);    // row 1: a1
    EXPECT_EQ(lines.lines[1], 0b100u);  // row 8: c8
    EXPECT_EQ(lines.lines[2], 0b101u);  // column a: a1, a3
    EXPECT_EQ(lines.lines[3], 0b10u);   // column h: h2
}

TEST(EdgeTable, ACornerTheOtherSideCanTakeAlongTheEdgeCosts) {
    // Ours on b1, theirs on c1, a1 empty: they can take a1 now.
    EXPECT_LT(edge_table::edge_points(0b10, 0b100), 0);
    EXPECT_GT(edge_table::edge_points(0b100, 0b10), 0);
    // Holding the corner as well takes that danger away.
    EXPECT_GT(edge_table::edge_points(0b11, 0b100), edge_table::edge_points(0b10, 0b100));
    EXPECT_EQ(edge_table::edge_points(0, 0), 0);
}

}  // namespace
}  // namespace reversi
