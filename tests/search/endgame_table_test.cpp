// SPDX-License-Identifier: GPL-3.0-or-later
// The endgame table: what is stored comes back, two positions that share an index both stay,
// selective bounds never override exact ones, and a new search forgets the last one.
#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "search/endgame_table.hpp"
#include "search/random.hpp"

namespace reversi {
namespace {

struct Discs {
    Bitboard player;
    Bitboard opponent;
};

// Distinct made-up positions (legality does not matter to the table).
std::vector<Discs> made_up_positions(int count) {
    SplitMix64 generator(7);
    std::vector<Discs> positions;
    for (int i = 0; i < count; ++i) {
        const Bitboard player = generator.next();
        positions.push_back({player, generator.next() & ~player});
    }
    return positions;
}

TEST(EndgameTable, GivesBackTheBoundsAndMoveStored) {
    EndgameTable table;
    table.new_search();
    table.store(1, 2, 12, -4, 10, 19);
    table.store(1, 2, 12, 2, 30, -1);  // a second bound on the same score narrows it
    std::optional<EndgameEntry> e = table.find(1, 2);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->lower, 2);
    EXPECT_EQ(e->upper, 10);
    EXPECT_EQ(e->move, 19);
    EXPECT_FALSE(table.find(2, 1).has_value());
}

// 4,000 positions among 2^20 entries: several share an index (a table of one entry an index
// loses some of them), almost never three.
TEST(EndgameTable, KeepsPositionsThatShareAnIndex) {
    EndgameTable table;
    table.new_search();
    const std::vector<Discs> positions = made_up_positions(4000);
    for (const Discs& d : positions)
        table.store(d.player, d.opponent, 10, 0, 0, -1);
    int lost = 0;
    for (const Discs& d : positions)
        lost += table.find(d.player, d.opponent).has_value() ? 0 : 1;
    EXPECT_EQ(lost, 0);
}

// A selective search's bounds are estimates: they never narrow exact ones, and exact ones
// replace them.
TEST(EndgameTable, SelectiveBoundsGiveWayToExactOnes) {
    EndgameTable table;
    table.new_search();
    table.store(1, 2, 20, -4, 10, 19);
    table.store(1, 2, 20, 8, 8, 27, 1);
    std::optional<EndgameEntry> e = table.find(1, 2);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->lower, -4);
    EXPECT_EQ(e->upper, 10);
    EXPECT_EQ(e->selectivity, 0);
    EXPECT_EQ(e->move, 19);

    table.store(3, 4, 20, 8, 64, 27, 2);
    table.store(3, 4, 20, -64, 6, -1, 1);  // a surer selective bound replaces a less sure one
    e = table.find(3, 4);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->lower, -64);
    EXPECT_EQ(e->upper, 6);
    EXPECT_EQ(e->selectivity, 1);
    EXPECT_EQ(e->move, 27);  // the move found before stays when none is given
    table.store(3, 4, 20, -2, 64, 30);
    e = table.find(3, 4);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->lower, -2);
    EXPECT_EQ(e->upper, 64);
    EXPECT_EQ(e->selectivity, 0);
    EXPECT_EQ(e->move, 30);
}

TEST(EndgameTable, ANewSearchForgetsTheLastOne) {
    EndgameTable table;
    table.new_search();
    table.store(1, 2, 12, 0, 0, -1);
    table.new_search();
    EXPECT_FALSE(table.find(1, 2).has_value());
}

}  // namespace
}  // namespace reversi
