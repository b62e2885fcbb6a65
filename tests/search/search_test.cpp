// SPDX-License-Identifier: GPL-3.0-or-later
// Normal and Hard: node-counted iterative deepening, reproducible to the last node count.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <set>

#include "core/notation.hpp"
#include "sample_positions.hpp"
#include "search/search.hpp"

namespace reversi {
namespace {

struct Searched {
    SearchResult result;
    std::vector<SearchInfo> infos;
};

Searched run(const Position& p, Level level, SearchLimits limits = {}, std::uint64_t seed = 0) {
    Searched r;
    r.result = search_move(p, SearchRequest{level, seed, limits},
                           [&](const SearchInfo& info) { r.infos.push_back(info); });
    return r;
}

bool same_infos(const std::vector<SearchInfo>& a, const std::vector<SearchInfo>& b) {
    return std::equal(
        a.begin(), a.end(), b.begin(), b.end(), [](const SearchInfo& x, const SearchInfo& y) {
            return x.depth == y.depth && x.nodes == y.nodes && x.score == y.score && x.pv == y.pv;
        });
}

// Exact minimax of a small position, scored as PROTOCOL.md says: the final disc difference
// from the side to move, empty squares counted for the winner.
int exact_score(const Position& p) {
    if (p.is_game_over()) {
        const int difference =
            p.disc_count(p.side_to_move()) - p.disc_count(opposite(p.side_to_move()));
        const int empties = p.empty_count();
        return difference > 0 ? difference + empties : difference < 0 ? difference - empties : 0;
    }
    if (p.must_pass()) return -exact_score(p.after(Move::pass()));
    int best = -64;
    for_each_square(p.legal_moves(),
                    [&](int s) { best = std::max(best, -exact_score(p.after(Move::at(s)))); });
    return best;
}

// Positions where taking a corner is plainly right: it wins on the spot (the other side is
// left without a disc), or it is the only winning move of a small endgame.
struct FreeCorner {
    std::string_view position;
    std::string_view corner;
};
constexpr std::array<FreeCorner, 5> kFreeCorners{{
    {"---------O--------O--------OX------XX--------------------------- X", "a1"},
    {"--OXOO--OOOXOXOO-OOOO-XO-XOXOOXOXXXXXXX-XXOXOXXXXXXXXXXXXOOOOOO- O", "h8"},
    {"X-OOOOX-XXXOO-O-OXXXXXXOOXXXXOXOOOOXXXOOO-OOXXOOOOOOOXXOO---XXX- O", "h1"},
    {"---OXXO-----XX-XXXXXOXXXOOOOXXOXOXXXOXOXOOXOXOXX-OOXXXOXXOOOOOOO X", "h1"},
    {"-OXXOOOOXOOOOOOOOXOOXXOO-XXOOOXOX-XXXXOX-XXOXOXX--XXOOXX--XXX-OX O", "a1"},
}};

TEST(Search, SameRequestGivesSameMoveAndInfoLines) {
    for (const Position& p : testing::spread_positions(6, 11, 9)) {
        for (Level level : {Level::Easy, Level::Normal, Level::Hard}) {
            const Searched a = run(p, level, {}, 77);
            const Searched b = run(p, level, {}, 77);
            EXPECT_EQ(a.result.move, b.result.move) << position_string(p);
            EXPECT_EQ(a.result.nodes, b.result.nodes) << position_string(p);
            EXPECT_TRUE(same_infos(a.infos, b.infos)) << position_string(p);
        }
    }
}

TEST(Search, EarlierSearchesDoNotChangeALaterOne) {
    const auto positions = testing::spread_positions(2, 12, 10);
    ASSERT_GE(positions.size(), 3u);
    const Searched first = run(positions[0], Level::Hard);
    run(positions[1], Level::Hard);
    run(positions[2], Level::Normal);
    const Searched again = run(positions[0], Level::Hard);
    EXPECT_EQ(first.result.move, again.result.move);
    EXPECT_TRUE(same_infos(first.infos, again.infos));
}

TEST(Hard, NeverVisitsMoreThanTwelveThousandPositions) {
    int midgame = 0;
    for (const Position& p : testing::spread_positions(12, 13, 3)) {
        const Searched r = run(p, Level::Hard);
        EXPECT_LE(r.result.nodes, kHardNodeBudget) << position_string(p);
        for (const SearchInfo& info : r.infos)
            EXPECT_LE(info.nodes, kHardNodeBudget);
        // In the middle game no search finishes early: the whole budget is read, to the node.
        if (p.empty_count() >= 30) {
            ++midgame;
            EXPECT_EQ(r.result.nodes, kHardNodeBudget) << position_string(p);
        }
    }
    EXPECT_GT(midgame, 50);
}

TEST(Search, InfoLinesDeepenAndCountUp) {
    for (const Position& p : testing::spread_positions(4, 14, 5)) {
        for (Level level : {Level::Normal, Level::Hard}) {
            const Searched r = run(p, level);
            ASSERT_FALSE(r.infos.empty());
            for (std::size_t i = 0; i < r.infos.size(); ++i) {
                if (i == 0) {
                    EXPECT_EQ(r.infos[i].depth, 1);
                } else {
                    EXPECT_GT(r.infos[i].depth, r.infos[i - 1].depth);
                    EXPECT_GT(r.infos[i].nodes, r.infos[i - 1].nodes);
                }
                // Normal reports every depth; Hard may go straight to the end near it.
                if (level == Level::Normal) {
                    EXPECT_EQ(r.infos[i].depth, static_cast<int>(i) + 1);
                }
                // The principal variation is a legal line that starts with the move played.
                Position line = p;
                for (Move m : r.infos[i].pv) {
                    ASSERT_TRUE(line.is_legal(m)) << position_string(p);
                    line = line.after(m);
                }
            }
            EXPECT_EQ(r.infos.back().pv.front(), r.result.move);
            EXPECT_EQ(r.result.deepest->depth, r.infos.back().depth);
        }
    }
}

TEST(Normal, ReadsThreePliesAhead) {
    const Searched r = run(Position::start(), Level::Normal);
    ASSERT_EQ(r.infos.size(), 3u);
    EXPECT_EQ(r.infos.back().depth, kNormalDepth);
}

// With 11 or fewer empty squares Hard reads 4 plies for a fallback move, then to the end.
TEST(Hard, NearTheEndGoesStraightToTheEnd) {
    int checked = 0;
    for (const Position& p : testing::random_game_positions(20, 20)) {
        if (p.empty_count() > 11 || p.empty_count() < 6) continue;
        const Searched r = run(p, Level::Hard);
        ASSERT_GE(r.infos.size(), 4u);
        EXPECT_EQ(r.infos[3].depth, 4);
        if (r.infos.size() > 4) {
            EXPECT_EQ(r.infos[4].depth, p.empty_count());
        }
        ++checked;
    }
    EXPECT_GT(checked, 50);
}

// The four opening moves are symmetric, so they tie exactly: the seed picks among them. The
// score never depends on the seed, and in positions without ties neither does the move.
TEST(Normal, TheSeedOnlyBreaksTies) {
    std::set<int> openings;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const Searched r = run(Position::start(), Level::Normal, {}, seed);
        openings.insert(r.result.move.square());
        EXPECT_EQ(r.result.deepest->score,
                  run(Position::start(), Level::Normal).result.deepest->score);
    }
    EXPECT_GE(openings.size(), 3u);
    for (const Position& p : testing::spread_positions(3, 26, 8)) {
        const Searched base = run(p, Level::Normal, {}, 0);
        for (std::uint64_t seed = 1; seed < 6; ++seed) {
            const Searched other = run(p, Level::Normal, {}, seed);
            EXPECT_EQ(other.result.deepest->score, base.result.deepest->score);
        }
    }
}

TEST(Search, DepthOverrideReadsExactlyThatDeepWhateverItCosts) {
    const Position p = testing::spread_positions(1, 15, 20).at(1);  // a middle-game position
    ASSERT_GE(p.empty_count(), 30);
    const Searched r = run(p, Level::Hard, {std::nullopt, 12});  // selective: 8 costs less
    ASSERT_EQ(r.infos.size(), 12u);
    EXPECT_GT(r.result.nodes, kHardNodeBudget);  // the budget no longer applies
    const Searched shallow = run(p, Level::Normal, {std::nullopt, 5});
    EXPECT_EQ(shallow.infos.back().depth, 5);
}

TEST(Search, NodesOverrideCapsTheCount) {
    for (const Position& p : testing::spread_positions(3, 16, 9)) {
        for (std::uint64_t cap : {1ULL, 40ULL, 700ULL, 30000ULL}) {
            const Searched r = run(p, Level::Hard, {cap, std::nullopt});
            EXPECT_LE(r.result.nodes, cap);
            const Searched n = run(p, Level::Normal, {cap, std::nullopt});
            EXPECT_LE(n.result.nodes, cap);
        }
    }
}

TEST(Search, DepthAndNodesTogetherStopAtWhicheverComesFirst) {
    const Searched r = run(Position::start(), Level::Hard, {1'000'000ULL, 3});
    EXPECT_EQ(r.infos.back().depth, 3);
    const Searched capped = run(Position::start(), Level::Hard, {30ULL, 9});
    EXPECT_LE(capped.result.nodes, 30u);
    EXPECT_LT(capped.infos.back().depth, 9);
}

// The move played is that of the deepest iteration finished; an iteration cut short by the
// budget is thrown away, however far it got.
TEST(Hard, PlaysTheDeepestFinishedIterationOnly) {
    const Position p = testing::spread_positions(1, 17, 20).at(1);
    const Searched full = run(p, Level::Hard);
    ASSERT_GE(full.infos.size(), 3u);
    for (std::size_t i = 1; i < full.infos.size(); ++i) {
        const SearchInfo& done = full.infos[i];
        const Searched exact = run(p, Level::Hard, {done.nodes, std::nullopt});
        EXPECT_EQ(exact.result.deepest->depth, done.depth);
        EXPECT_EQ(exact.result.move, done.pv.front());
        const Searched short_by_one = run(p, Level::Hard, {done.nodes - 1, std::nullopt});
        EXPECT_EQ(short_by_one.result.deepest->depth, done.depth - 1);
        EXPECT_EQ(short_by_one.result.move, full.infos[i - 1].pv.front());
    }
}

TEST(Hard, WithNoIterationFinishedPlaysTheFirstLegalSquare) {
    const Position p = Position::start();
    const Searched r = run(p, Level::Hard, {1ULL, std::nullopt});
    EXPECT_TRUE(r.infos.empty());
    EXPECT_FALSE(r.result.deepest.has_value());
    EXPECT_EQ(r.result.move, Move::at(lowest_square(p.legal_moves())));
}

TEST(Hard, DoesNotUseTheSeed) {
    for (const Position& p : testing::spread_positions(2, 18, 11)) {
        const Searched a = run(p, Level::Hard, {}, 1);
        const Searched b = run(p, Level::Hard, {}, 987654321);
        EXPECT_EQ(a.result.move, b.result.move);
        EXPECT_TRUE(same_infos(a.infos, b.infos));
    }
}

TEST(Search, NormalAndHardTakeAFreeCorner) {
    for (const FreeCorner& free : kFreeCorners) {
        const Position p = parse_position(free.position).value();
        const Move corner = Move::at(parse_square(free.corner).value());
        // The position is what it claims: the corner wins, and in an endgame no other
        // square does.
        ASSERT_GT(-exact_score(p.after(corner)), 0) << free.position;
        if (p.empty_count() <= 12) {
            for_each_square(p.legal_moves() & ~square_bit(corner.square()), [&](int s) {
                ASSERT_LE(-exact_score(p.after(Move::at(s))), 0) << free.position;
            });
        }
        for (std::uint64_t seed : {0ULL, 1ULL, 2ULL, 3ULL}) {
            EXPECT_EQ(choose_move(p, {Level::Normal, seed, {}}), corner) << free.position;
            EXPECT_EQ(choose_move(p, {Level::Hard, seed, {}}), corner) << free.position;
        }
    }
}

TEST(Search, AWinWithSquaresLeftEmptyCountsThemForTheWinner) {
    // a1 leaves White without a disc: 7 to 0 with 57 squares empty scores 64.
    const Position p = parse_position(kFreeCorners[0].position).value();
    for (Level level : {Level::Normal, Level::Hard}) {
        const Searched r = run(p, level);
        EXPECT_EQ(r.result.deepest->score, 64);
        EXPECT_EQ(r.infos.front().pv, std::vector<Move>{Move::at(0)});
    }
}

TEST(Search, MustPassGivesPassWithoutSearching) {
    const Position p =
        parse_position("----------------------------------------------------------OOOOOX O")
            .value();
    ASSERT_TRUE(p.must_pass());
    for (Level level : {Level::Easy, Level::Normal, Level::Hard}) {
        const Searched r = run(p, level);
        EXPECT_EQ(r.result.move, Move::pass());
        EXPECT_TRUE(r.infos.empty());
        EXPECT_EQ(r.result.nodes, 0u);
    }
}

// Reading to the end is exact: the score is the final disc difference with best play, and
// the move played achieves it. Hard's own budget reads to the end of most such endgames.
TEST(Hard, ReadsSmallEndgamesExactly) {
    int checked = 0;
    int within_budget = 0;
    for (const Position& p : testing::random_game_positions(30, 19)) {
        if (p.empty_count() > 9) continue;
        const int best = exact_score(p);
        const Searched to_the_end = run(p, Level::Hard, {std::nullopt, kLongestGame});
        ASSERT_EQ(to_the_end.result.deepest->depth, p.empty_count()) << position_string(p);
        EXPECT_EQ(to_the_end.result.deepest->score, best) << position_string(p);
        EXPECT_EQ(-exact_score(p.after(to_the_end.result.move)), best) << position_string(p);
        const Searched own = run(p, Level::Hard);
        if (own.result.deepest->depth == p.empty_count()) {
            EXPECT_EQ(own.result.deepest->score, best);
            ++within_budget;
        }
        ++checked;
    }
    EXPECT_GT(checked, 200);
    EXPECT_GT(within_budget, checked * 9 / 10);
}

}  // namespace
}  // namespace reversi
