// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of Reversi, as the player's help text states them.
#include <gtest/gtest.h>

#include <vector>

#include "core/notation.hpp"
#include "core/position.hpp"
#include "core/split_mix64.hpp"

namespace reversi {
namespace {

Position board(std::string_view text) {
    const auto p = parse_position(text);
    EXPECT_TRUE(p.has_value()) << text;
    return p.value_or(Position::start());
}

// Builds a position from eight 8-character rows (top row first) and the side to move.
Position rows(std::initializer_list<std::string_view> lines, char side) {
    std::string text;
    for (std::string_view line : lines)
        text += line;
    text += ' ';
    text += side;
    return board(text);
}

int sq(std::string_view name) { return parse_square(name).value(); }

Bitboard squares(std::initializer_list<std::string_view> names) {
    Bitboard b = 0;
    for (std::string_view name : names)
        b |= square_bit(sq(name));
    return b;
}

TEST(Rules, StartHasTwoDiscsEachCrossedOnTheCentre) {
    const Position p = Position::start();
    EXPECT_EQ(p.discs(Color::White), squares({"d4", "e5"}));
    EXPECT_EQ(p.discs(Color::Black), squares({"d5", "e4"}));
    EXPECT_EQ(p.side_to_move(), Color::Black);
}

TEST(Rules, BlackOpensWithFourLegalSquares) {
    EXPECT_EQ(Position::start().legal_moves(), squares({"c4", "d3", "e6", "f5"}));
}

// Over the positions of random games, to their ends: an empty square is legal exactly when a
// disc on it would turn at least one, and playing it turns exactly those discs.
TEST(Rules, EveryLegalMoveFlipsAtLeastOneDisc) {
    SplitMix64 random(47);
    int legal_seen = 0;
    int illegal_seen = 0;
    for (int game = 0; game < 200; ++game) {
        Position p = Position::start();
        while (!p.is_game_over()) {
            for (int s = 0; s < kSquareCount; ++s) {
                if ((p.empty() & square_bit(s)) == 0) continue;
                const Bitboard turned = flips(p.player(), p.opponent(), s);
                const bool legal = (p.legal_moves() & square_bit(s)) != 0;
                ASSERT_EQ(legal, turned != 0) << square_name(s) << " in game " << game;
                if (!legal) {
                    ++illegal_seen;
                    continue;
                }
                ++legal_seen;
                const Position next = p.after(Move::at(s));
                const Color mover = p.side_to_move();
                EXPECT_EQ(next.discs(mover), p.discs(mover) | turned | square_bit(s));
                EXPECT_EQ(next.discs(opposite(mover)), p.discs(opposite(mover)) & ~turned);
            }
            if (p.must_pass()) {
                p = p.after(Move::pass());
                continue;
            }
            std::vector<int> legal;
            for_each_square(p.legal_moves(), [&](int square) { legal.push_back(square); });
            p = p.after(Move::at(legal[random.below(legal.size())]));
        }
    }
    EXPECT_GT(legal_seen, 100'000);  // the games went deep, not only through the start
    EXPECT_GT(illegal_seen, 100'000);
}

TEST(Rules, AnOccupiedSquareIsNeverLegal) {
    const Position p = Position::start();
    EXPECT_FALSE(p.is_legal(Move::at(sq("d4"))));
    EXPECT_FALSE(p.is_legal(Move::at(sq("e4"))));
}

TEST(Rules, ASquareThatTrapsNothingIsNotLegal) {
    EXPECT_FALSE(Position::start().is_legal(Move::at(sq("a1"))));
    EXPECT_FALSE(Position::start().is_legal(Move::at(sq("c3"))));
}

TEST(Rules, EveryClosedLineInAllEightDirectionsFlips) {
    // Black plays d4, surrounded by white runs each closed by a black disc.
    const Position p = rows({"X--X--X-", "-O-O-O--", "--OOO---", "XOO-OOOX", "--OOO---", "-O-O-O--",
                             "X--X--X-", "--------"},
                            'X');
    const Bitboard turned = flips(p.player(), p.opponent(), sq("d4"));
    EXPECT_EQ(turned, squares({"b4", "c4", "e4", "f4", "g4", "d2", "d3", "d5", "d6", "b2", "c3",
                               "f2", "e3", "c5", "b6", "e5", "f6"}));
    const Position after = p.after(Move::at(sq("d4")));
    EXPECT_EQ(after.disc_count(Color::White), 0);
}

TEST(Rules, OnlyClosedLinesFlip) {
    // To the east the white run is closed by black; to the west it reaches an empty square,
    // to the south it reaches the edge: neither of those turns.
    const Position q = rows({"--------", "--------", "--------", "-OO-OOX-", "---O----", "---O----",
                             "---O----", "---O----"},
                            'X');
    EXPECT_EQ(flips(q.player(), q.opponent(), sq("d4")), squares({"e4", "f4"}));
}

TEST(Rules, ARunReachingTheEdgeFlipsNothing) {
    const Position p = rows({"--------", "--------", "--------", "--------", "--------", "--------",
                             "--------", "XOOOOOO-"},
                            'O');
    // White to move cannot use that row; black to move closes it at h8.
    EXPECT_EQ(p.legal_moves(), 0u);
    const Position black = rows({"--------", "--------", "--------", "--------", "--------",
                                 "--------", "--------", "-OOOOOOX"},
                                'X');
    EXPECT_EQ(black.legal_moves(), squares({"a8"}));
    EXPECT_EQ(flips(black.player(), black.opponent(), sq("a8")),
              squares({"b8", "c8", "d8", "e8", "f8", "g8"}));
}

TEST(Rules, LinesDoNotWrapAroundTheBoardEdge) {
    // h3 white, a4 black: on the square index they are neighbours, on the board they are not.
    const Position p = rows({"--------", "--------", "-------O", "X-------", "--------", "--------",
                             "--------", "--------"},
                            'X');
    EXPECT_EQ(p.legal_moves(), 0u);
    EXPECT_EQ(flips(p.player(), p.opponent(), sq("g3")), 0u);
}

TEST(Rules, ACornerDiscCanNeverFlip) {
    // Every corner white, every other square but one black or empty: no black move turns a
    // corner, whatever square it takes.
    const Position p = rows({"OXXXXXXO", "XXXXXXXX", "XXXXXXXX", "XXX-XXXX", "XXXXXXXX", "XXXXXXXX",
                             "XXXXXXXX", "OXXXXXXO"},
                            'X');
    for (int s = 0; s < kSquareCount; ++s) {
        EXPECT_EQ(flips(p.player(), p.opponent(), s) & kCorners, 0u) << square_name(s);
    }
    // And from any position reached by play: a corner disc keeps its colour.
    Position q = Position::start();
    for (int ply = 0; ply < 60 && !q.is_game_over(); ++ply) {
        const Bitboard black_corners = q.discs(Color::Black) & kCorners;
        const Bitboard white_corners = q.discs(Color::White) & kCorners;
        const Move m = q.must_pass() ? Move::pass() : Move::at(lowest_square(q.legal_moves()));
        q = q.after(m);
        EXPECT_EQ(q.discs(Color::Black) & black_corners, black_corners);
        EXPECT_EQ(q.discs(Color::White) & white_corners, white_corners);
    }
}

TEST(Rules, EachMoveAddsExactlyOneDisc) {
    Position p = Position::start();
    for (int ply = 0; ply < 60 && !p.is_game_over(); ++ply) {
        if (p.must_pass()) {
            p = p.after(Move::pass());
            continue;
        }
        const int before = popcount(~p.empty());
        p = p.after(Move::at(63 - std::countl_zero(p.legal_moves())));
        EXPECT_EQ(popcount(~p.empty()), before + 1);
        EXPECT_EQ(p.moves_made(), before + 1 - kStartingDiscs);
    }
}

TEST(Rules, PassIsLegalOnlyWhenNoSquareIs) {
    EXPECT_FALSE(Position::start().is_legal(Move::pass()));
    // White has no square; black does.
    const Position p = rows({"--------", "--------", "--------", "--------", "--------", "--------",
                             "--------", "-OOOOOOX"},
                            'O');
    EXPECT_TRUE(p.must_pass());
    EXPECT_TRUE(p.is_legal(Move::pass()));
    EXPECT_FALSE(p.is_game_over());
    const Position after = p.after(Move::pass());
    EXPECT_EQ(after.side_to_move(), Color::Black);
    EXPECT_EQ(after.discs(Color::White), p.discs(Color::White));
}

TEST(Rules, GameEndsWithEmptySquaresWhenNeitherSideCanMove) {
    // White's one disc on a2 lies on no line through h7 or h8, so neither empty square
    // closes a line for either side.
    const Position p = rows({"XXXXXXXX", "OXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX",
                             "XXXXXXX-", "XXXXXXX-"},
                            'X');
    EXPECT_EQ(p.empty_count(), 2);
    EXPECT_TRUE(p.is_game_over());
    EXPECT_FALSE(p.is_legal(Move::pass()));
    EXPECT_EQ(outcome_by_count(p), Outcome::BlackWins);
}

TEST(Rules, GameEndsAfterAWipeout) {
    // White has no disc left, so neither side has a line to close.
    const Position p = rows({"--------", "--------", "--------", "---XXX--", "---XXX--", "--------",
                             "--------", "--------"},
                            'O');
    EXPECT_EQ(p.disc_count(Color::White), 0);
    EXPECT_TRUE(p.is_game_over());
    EXPECT_EQ(outcome_by_count(p), Outcome::BlackWins);
}

TEST(Rules, EqualCountsAreADraw) {
    const Position p = rows({"XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "XXXXXXXX", "OOOOOOOO", "OOOOOOOO",
                             "OOOOOOOO", "OOOOOOOO"},
                            'X');
    EXPECT_TRUE(p.is_game_over());
    EXPECT_EQ(outcome_by_count(p), Outcome::Draw);
}

// Where the rules state a precondition, builds that keep asserts stop at a broken one (Release
// builds define NDEBUG and skip them; the sanitizer builds keep them).
TEST(RulesInvariants, PlayingAnIllegalSquareIsCaught) {
    EXPECT_DEBUG_DEATH(static_cast<void>(Position::start().after(Move::at(0))),
                       "turns at least one");
    EXPECT_DEBUG_DEATH(static_cast<void>(Position::start().after(Move::at(27))), "empty square");
}

TEST(RulesInvariants, PassingWithASquareToPlayIsCaught) {
    EXPECT_DEBUG_DEATH(static_cast<void>(Position::start().after(Move::pass())), "no square");
}

TEST(RulesInvariants, OverlappingDiscsAreCaught) {
    EXPECT_DEBUG_DEATH(static_cast<void>(Position::from_discs(1, 1, Color::Black)), "one disc");
}

}  // namespace
}  // namespace reversi
