// SPDX-License-Identifier: GPL-3.0-or-later
// What can end a search early: a stop flag raised from another thread and a deadline. Neither
// may change what a node-budgeted search does when it never fires, whatever thread runs it.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "core/notation.hpp"
#include "sample_positions.hpp"
#include "search/search.hpp"
#include "support/sanitized_build.hpp"

namespace reversi {
namespace {

using Clock = std::chrono::steady_clock;

struct ControlledSearch {
    SearchResult result;
    std::vector<SearchInfo> infos;
};

ControlledSearch run(const Position& p, const SearchRequest& request,
                     const SearchControl& control = {}) {
    ControlledSearch r;
    r.result = search_move(
        p, request, [&](const SearchInfo& info) { r.infos.push_back(info); }, control);
    return r;
}

bool same(const ControlledSearch& a, const ControlledSearch& b) {
    if (a.result.move != b.result.move || a.result.nodes != b.result.nodes) return false;
    return std::equal(a.infos.begin(), a.infos.end(), b.infos.begin(), b.infos.end(),
                      [](const SearchInfo& x, const SearchInfo& y) {
                          return x.depth == y.depth && x.nodes == y.nodes && x.score == y.score &&
                                 x.pv == y.pv;
                      });
}

// A flag that is read but never raised, and a deadline that never comes, leave every node
// count as it is, on this thread or another.
constexpr int kControlledGames = testing_support::kSanitizedBuild ? 1 : 3;

TEST(SearchControl, AStopThatNeverComesChangesNoNodeCount) {
    const StopFlag never;
    SearchControl polled;
    polled.stop = &never;
    polled.deadline = Clock::now() + std::chrono::hours(1);
    for (const Position& p : testing::random_game_positions(kControlledGames, 41)) {
        for (Level level : {Level::Normal, Level::Hard}) {
            const SearchRequest request{level, 7, {}};
            const ControlledSearch plain = run(p, request);
            EXPECT_TRUE(same(run(p, request, polled), plain)) << position_string(p);
            ControlledSearch elsewhere;
            std::thread([&] { elsewhere = run(p, request, polled); }).join();
            EXPECT_TRUE(same(elsewhere, plain)) << position_string(p);
        }
    }
}

// A stop raised before the first iteration finishes leaves the first move of the root order,
// as a node budget that runs out does.
TEST(SearchControl, StoppedAtOncePlaysTheFirstOrderedMove) {
    StopFlag stop;
    stop.raise();
    SearchControl control;
    control.stop = &stop;
    const Position start = Position::start();
    const ControlledSearch stopped =
        run(start, SearchRequest{Level::Hard, 0, {1'000'000, {}}}, control);
    EXPECT_TRUE(stopped.infos.empty());
    EXPECT_EQ(stopped.result.move, run(start, SearchRequest{Level::Hard, 0, {3, {}}}).result.move);
}

TEST(SearchControl, APassedDeadlineStopsTheSearchLikeAStop) {
    SearchControl control;
    control.deadline = Clock::now() - std::chrono::seconds(1);
    const ControlledSearch late =
        run(Position::start(), SearchRequest{Level::Hard, 0, {1'000'000'000, {}}}, control);
    EXPECT_TRUE(late.infos.empty());
    EXPECT_LE(late.result.nodes, kPollInterval);
}

// Once the last start has passed, the iteration in progress finishes and no other begins.
TEST(SearchControl, NoIterationStartsAfterTheLastStart) {
    SearchControl control;
    control.last_start = Clock::now() - std::chrono::seconds(1);
    const ControlledSearch searched =
        run(Position::start(), SearchRequest{Level::Hard, 0, {1'000'000'000, {}}}, control);
    ASSERT_EQ(searched.infos.size(), 1u);
    EXPECT_EQ(searched.infos.front().depth, 1);
}

// A stop raised from another thread while the search runs ends it with the deepest finished
// iteration's move.
TEST(SearchControl, AStopFromAnotherThreadEndsTheSearchWithItsDeepestIteration) {
    StopFlag stop;
    SearchControl control;
    control.stop = &stop;
    std::vector<SearchInfo> infos;
    std::thread stopper;
    const SearchResult result = search_move(
        Position::start(), SearchRequest{Level::Hard, 0, {{}, 60}},
        [&](const SearchInfo& info) {
            infos.push_back(info);
            if (info.depth == 3) stopper = std::thread([&] { stop.raise(); });
        },
        control);
    stopper.join();
    ASSERT_GE(infos.size(), 3u);
    EXPECT_LT(infos.back().depth, 60);
    EXPECT_EQ(result.move, infos.back().pv.front());
}

}  // namespace
}  // namespace reversi
