// SPDX-License-Identifier: GPL-3.0-or-later
// A search several threads share (SearchControl::threads): an exact solve gives the known
// score and a move of that score whatever the threads do, a reply without a time limit stays
// one thread's, and `stop` ends a shared search. Run under ThreadSanitizer too.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <optional>
#include <thread>
#include <vector>

#include "core/notation.hpp"
#include "ffo_problems.hpp"
#include "sample_positions.hpp"
#include "search/search.hpp"
#include "search/search_tables.hpp"
#include "support/sanitized_build.hpp"

namespace reversi {
namespace {

using testing::FfoProblem;

SearchControl with_threads(int threads) {
    SearchControl control;
    control.threads = threads;
    return control;
}

const SearchRequest kSolve{Level::Hard, 0, SearchLimits{std::nullopt, kLongestGame}};

// FFO #1-#6: 14 empties each, solved in a few milliseconds.
TEST(SharedSearch, TwoAndThreeThreadsSolveToTheKnownScoreAndABestMove) {
    for (const FfoProblem& problem : testing::ffo_problems(1, 6)) {
        for (int threads : {2, 3}) {
            const SearchResult found =
                search_move(problem.position, kSolve, {}, with_threads(threads));
            ASSERT_TRUE(found.deepest);
            EXPECT_EQ(found.deepest->depth, problem.position.empty_count());
            EXPECT_EQ(found.deepest->score, problem.score)
                << "FFO #" << problem.number << ", " << threads << " threads";
            EXPECT_TRUE(problem.is_best(found.move))
                << "FFO #" << problem.number << " played " << move_name(found.move);
        }
    }
}

// An engine lends an exact solve its Hash-sized tables (SearchControl::tables): the threads
// fill that one set together, of a size other than the default, and still solve exactly.
TEST(SharedSearch, ThreadsShareTheTablesTheSearchIsLent) {
    EngineTables tables;
    tables.resize(4);
    SearchControl control = with_threads(2);
    control.tables = &tables.sized();
    ASSERT_NE(control.tables, &tables.fixed());
    for (const FfoProblem& problem : testing::ffo_problems(1, 3)) {
        const SearchResult found = search_move(problem.position, kSolve, {}, control);
        ASSERT_TRUE(found.deepest);
        EXPECT_EQ(found.deepest->score, problem.score) << "FFO #" << problem.number;
        EXPECT_TRUE(problem.is_best(found.move))
            << "FFO #" << problem.number << " played " << move_name(found.move);
    }
}

// Eight threads on two cores: more helpers than cores still solve exactly.
TEST(SharedSearch, EightThreadsSolveToTheKnownScore) {
    const FfoProblem problem = testing::ffo_problems(3, 3).front();
    const SearchResult found = search_move(problem.position, kSolve, {}, with_threads(8));
    ASSERT_TRUE(found.deepest);
    EXPECT_EQ(found.deepest->score, problem.score);
    EXPECT_TRUE(problem.is_best(found.move)) << move_name(found.move);
}

TEST(SharedSearch, WinDrawOrLossWithThreadsHasTheSignOfTheScore) {
    SearchRequest wld = kSolve;
    wld.limits = SearchLimits{std::nullopt, std::nullopt, true};
    for (const FfoProblem& problem : testing::ffo_problems(1, 4)) {
        const SearchResult found = search_move(problem.position, wld, {}, with_threads(2));
        ASSERT_TRUE(found.deepest);
        EXPECT_EQ(found.deepest->kind, ScoreKind::WinDrawLoss);
        EXPECT_EQ(found.deepest->score, (problem.score > 0) - (problem.score < 0))
            << "FFO #" << problem.number;
    }
}

// MultiPV scores every root move with the whole window: exact, whatever the threads do.
TEST(SharedSearch, MultiPvLinesOfAThreadedSolveHaveTheirExactScores) {
    const Position p = testing::ffo_problems(2, 2).front().position;
    SearchRequest lines = kSolve;
    lines.multipv = 3;
    const auto scores = [&](int threads) {
        std::vector<int> found;
        search_move(
            p, lines,
            [&](const SearchInfo& info) {
                if (info.depth == p.empty_count()) found.push_back(info.score);
            },
            with_threads(threads));
        return found;
    };
    const std::vector<int> alone = scores(1);
    ASSERT_EQ(alone.size(), 3U);
    EXPECT_EQ(scores(2), alone);
}

// Hard's own budget, a node budget, a depth short of the end: one thread answers, so the reply
// and its count are those of Threads 1.
TEST(SharedSearch, AReplyWithoutATimeLimitIsOneThreads) {
    const Position p = testing::ffo_problems(40, 40).front().position;
    const std::vector<SearchLimits> limits = {
        {}, {50'000, std::nullopt}, {std::nullopt, 6}, {20'000, kLongestGame}};
    for (const SearchLimits& limit : limits) {
        const SearchRequest request{Level::Hard, 3, limit};
        const SearchResult alone = search_move(p, request);
        const SearchResult shared = search_move(p, request, {}, with_threads(4));
        EXPECT_EQ(shared.move, alone.move);
        EXPECT_EQ(shared.nodes, alone.nodes);
    }
}

// A stop raised from another thread while a two- or three-thread solve of 20 empties runs: it
// answers with the move of its last finished iteration, and the helpers end with it.
TEST(SharedSearch, StopEndsASharedSolve) {
    const Position p = testing::ffo_problems(40, 40).front().position;
    for (int threads : {2, 3}) {
        StopFlag stop;
        SearchControl control = with_threads(threads);
        control.stop = &stop;
        std::atomic<bool> iterated{false};
        std::thread stopper([&] {
            while (!iterated.load())
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            stop.raise();
        });
        std::optional<SearchInfo> last;
        const SearchResult found = search_move(
            p, kSolve,
            [&](const SearchInfo& info) {
                last = info;
                iterated.store(true);
            },
            control);
        iterated.store(true);
        stopper.join();
        ASSERT_TRUE(last);
        EXPECT_LT(last->depth, p.empty_count()) << "not stopped";
        EXPECT_EQ(found.move, last->pv.front());
        EXPECT_GE(found.nodes, last->nodes);
    }
}

// A search on a clock shares its threads: it finishes at its deadline with a legal move.
TEST(SharedSearch, ASearchOnAClockWithThreadsPlaysALegalMove) {
    const Position p = testing::ffo_problems(40, 40).front().position;
    SearchControl control = with_threads(2);
    control.timed = true;
    control.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
    const SearchRequest request{Level::Hard, 0, SearchLimits{~std::uint64_t{0}, std::nullopt}};
    const SearchResult found = search_move(p, request, {}, control);
    ASSERT_FALSE(found.move.is_pass());
    EXPECT_NE(p.legal_moves() & square_bit(found.move.square()), 0U) << move_name(found.move);
}

}  // namespace
}  // namespace reversi
