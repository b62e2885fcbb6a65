// SPDX-License-Identifier: GPL-3.0-or-later
// The search's tables are made once per process and lent to one thread at a time; what an
// earlier thread left in them, or the size it asked for, changes no reply.
#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <thread>
#include <vector>

#include "sample_positions.hpp"
#include "search/search.hpp"
#include "search/search_tables.hpp"

namespace reversi {
namespace {

const SearchTables* tables_of_a_new_thread() {
    const SearchTables* tables = nullptr;
    std::thread([&] { tables = &this_threads_tables(kDefaultTableMegabytes); }).join();
    return tables;
}

TEST(SearchTables, AThreadThatStartsAfterAnotherEndedGetsItsTables) {
    const SearchTables* mine = &this_threads_tables(kDefaultTableMegabytes);
    const SearchTables* first = tables_of_a_new_thread();
    EXPECT_EQ(tables_of_a_new_thread(), first);
    EXPECT_NE(first, mine);  // this thread holds its own all along
}

TEST(SearchTables, ThreadsRunningAtOnceHaveTheirOwn) {
    std::promise<void> taken;
    std::promise<void> compared;
    const SearchTables* held = nullptr;
    std::thread holder([&] {
        held = &this_threads_tables(kDefaultTableMegabytes);
        taken.set_value();
        compared.get_future().wait();
    });
    taken.get_future().wait();
    EXPECT_NE(tables_of_a_new_thread(), held);
    compared.set_value();
    holder.join();
}

TEST(SearchTables, AReplyDoesNotDependOnWhatAnotherThreadSearchedBefore) {
    const std::vector<Position> positions = testing::random_game_positions(1, 7);
    ASSERT_GE(positions.size(), 50U);
    // A solve to the end: a smaller table would change its count.
    const Position& asked = positions.at(46);
    const SearchRequest solve{Level::Hard, 3, {std::nullopt, 60}};
    const SearchResult here = search_move(asked, solve);
    // A search on a clock with lent tables of another size, then a shorter solve, leave the
    // tables to the next thread with other contents.
    std::thread([&] {
        SearchTables lent;
        lent.set_size(3);
        SearchControl clocked;
        clocked.tables = &lent;
        clocked.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        search_move(positions.at(30), SearchRequest{Level::Hard, 1, {200'000, {}}}, {}, clocked);
    }).join();
    std::thread([&] {
        search_move(positions.at(48), SearchRequest{Level::Hard, 2, {std::nullopt, 60}});
    }).join();
    SearchResult there;
    std::thread([&] { there = search_move(asked, solve); }).join();
    EXPECT_EQ(there.move, here.move);
    EXPECT_EQ(there.nodes, here.nodes);
}

// The Hash option's size gets a set of its own; the default size is the fixed set itself, so
// searches that alternate between the two never remake a table.
TEST(EngineTables, TheDefaultSizeSharesTheFixedSetAndAnotherHasItsOwn) {
    EngineTables tables;
    EXPECT_EQ(&tables.sized(), &tables.fixed());
    tables.resize(3);
    EXPECT_EQ(tables.megabytes(), 3U);
    EXPECT_NE(&tables.sized(), &tables.fixed());
    const SearchTables* sized = &tables.sized();
    tables.resize(3);
    EXPECT_EQ(&tables.sized(), sized);  // the same size keeps its tables
    tables.resize(kDefaultTableMegabytes);
    EXPECT_EQ(&tables.sized(), &tables.fixed());
}

// A reproducible reply is the same whichever set the engine lends it, when the sizes agree.
TEST(EngineTables, LentTablesOfTheDefaultSizeGiveTheSameReply) {
    const std::vector<Position> positions = testing::random_game_positions(1, 7);
    const Position& asked = positions.at(46);
    const SearchRequest solve{Level::Hard, 3, {std::nullopt, 60}};
    const SearchResult own = search_move(asked, solve);
    EngineTables tables;
    tables.allocate();
    SearchControl lent;
    lent.tables = &tables.fixed();
    const SearchResult there = search_move(asked, solve, {}, lent);
    EXPECT_EQ(there.move, own.move);
    EXPECT_EQ(there.nodes, own.nodes);
}

// hashfull is the share of the whole set the search in progress wrote: nothing before it
// starts, some of it after a solve, never more than all.
TEST(EngineTables, HashfullCountsTheSearchInProgressOverTheWholeSet) {
    SearchTables tables;
    tables.set_size(1);
    tables.allocate();
    tables.table.new_search();
    tables.endgame.new_search();
    EXPECT_EQ(hashfull(tables), 0);
    const std::vector<Position> positions = testing::random_game_positions(1, 7);
    SearchControl lent;
    lent.tables = &tables;
    search_move(positions.at(40), SearchRequest{Level::Hard, 0, {std::nullopt, 60}}, {}, lent);
    EXPECT_GT(hashfull(tables), 0);
    EXPECT_LE(hashfull(tables), 1000);
}

}  // namespace
}  // namespace reversi
