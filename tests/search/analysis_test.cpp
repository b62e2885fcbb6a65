// SPDX-License-Identifier: GPL-3.0-or-later
// What the analysis verbs ask of the search: a win/draw/loss solve, several scored moves per
// iteration (MultiPV), progress reports that change nothing, and a table size that only a
// search asking for it gets.
#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "core/notation.hpp"
#include "sample_positions.hpp"
#include "search/search.hpp"
#include "search/search_tables.hpp"

namespace reversi {
namespace {

struct AnalysisRun {
    SearchResult result;
    std::vector<SearchInfo> infos;
};

AnalysisRun analyse(const Position& p, SearchRequest request, const SearchControl& control = {}) {
    AnalysisRun r;
    r.result = search_move(
        p, request, [&](const SearchInfo& info) { r.infos.push_back(info); }, control);
    return r;
}

bool same(const AnalysisRun& a, const AnalysisRun& b) {
    if (a.result.move != b.result.move || a.result.nodes != b.result.nodes) return false;
    return std::equal(a.infos.begin(), a.infos.end(), b.infos.begin(), b.infos.end(),
                      [](const SearchInfo& x, const SearchInfo& y) {
                          return x.depth == y.depth && x.nodes == y.nodes && x.score == y.score &&
                                 x.pv == y.pv && x.kind == y.kind && x.multipv == y.multipv;
                      });
}

Position board(std::string_view squares, std::string_view side) {
    const auto p = parse_position(squares, side);
    EXPECT_TRUE(p.has_value()) << squares;
    return p.value_or(Position::start());
}

// FFO problems 1, 3 and 4 (tests/search/data/ffo.txt) with their exact scores, and problem 3
// after its best move, which the side to move then loses by 2.
struct Problem {
    std::string_view squares;
    std::string_view side;
    std::string_view then;  // a move played first, or empty
    int exact;
};
constexpr std::array<Problem, 4> kProblems{{
    {"--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--", "X", "", 18},
    {"----OX----OOXX---OOOXX-XOOXXOOOOOXXOXXOOOXXXOOOOOXXXXOXO--OOOOOX", "X", "", 2},
    {"-XXXXXX-X-XXXOO-XOXXXOOXXXOXOOOX-OXOOXXX--OOOXXX--OOXX----XOXXO-", "X", "", 0},
    {"----OX----OOXX---OOOXX-XOOXXOOOOOXXOXXOOOXXXOOOOOXXXXOXO--OOOOOX", "X", "d1", -2},
}};

Position position_of(const Problem& problem) {
    const Position p = board(problem.squares, problem.side);
    return problem.then.empty() ? p : p.after(*parse_move(problem.then));
}

Position midgame(int moves) {
    return testing::random_game_positions(1, 7)[static_cast<std::size_t>(moves)];
}

int sign(int value) { return value > 0 ? 1 : value < 0 ? -1 : 0; }

SearchRequest to_the_end(bool wld) {
    SearchRequest request;
    request.limits.wld = wld;
    request.limits.depth = wld ? std::nullopt : std::optional<int>(kLongestGame);
    return request;
}

TEST(WinDrawLoss, SaysWhoWinsAsTheExactSolveDoes) {
    for (const Problem& problem : kProblems) {
        const Position p = position_of(problem);
        const AnalysisRun exact = analyse(p, to_the_end(false));
        ASSERT_TRUE(exact.result.deepest);
        EXPECT_EQ(exact.result.deepest->score, problem.exact) << problem.squares;
        EXPECT_EQ(exact.result.deepest->kind, ScoreKind::Exact);

        const AnalysisRun wld = analyse(p, to_the_end(true));
        ASSERT_TRUE(wld.result.deepest);
        EXPECT_EQ(wld.result.deepest->kind, ScoreKind::WinDrawLoss) << problem.squares;
        EXPECT_EQ(wld.result.deepest->score, sign(problem.exact)) << problem.squares;
        // The move keeps the result: the exact value after it has the same sign.
        const AnalysisRun after = analyse(p.after(wld.result.move), to_the_end(false));
        const int value = after.result.deepest ? -after.result.deepest->score : 0;
        EXPECT_EQ(sign(value), sign(problem.exact)) << move_name(wld.result.move);
        // The window around a draw reads no more than the exact margin's full window does.
        EXPECT_LE(wld.result.nodes, exact.result.nodes) << problem.squares;
    }
}

TEST(WinDrawLoss, OnlyTheIterationThatReachesTheEndIsWinDrawLoss) {
    const AnalysisRun wld = analyse(position_of(kProblems[0]), to_the_end(true));
    ASSERT_GE(wld.infos.size(), 2u);
    for (std::size_t i = 0; i + 1 < wld.infos.size(); ++i)
        EXPECT_EQ(wld.infos[i].kind, ScoreKind::Estimate) << wld.infos[i].depth;
    EXPECT_EQ(wld.infos.back().depth, 14);
}

// Hard's iterations that stop short of the end are selective (ProbCut); Normal's never are.
TEST(Info, SaysWhenAScoreIsSelectiveOrExact) {
    const Position p = midgame(20);
    const AnalysisRun hard = analyse(p, SearchRequest{Level::Hard, 0, {std::nullopt, 5}});
    ASSERT_EQ(hard.infos.size(), 5u);
    EXPECT_EQ(hard.infos[1].selectivity, 0);
    EXPECT_EQ(hard.infos[4].selectivity, 3);  // ProbCut's margin in discs
    EXPECT_EQ(hard.infos[4].kind, ScoreKind::Estimate);
    const AnalysisRun normal = analyse(p, SearchRequest{Level::Normal, 0, {std::nullopt, 5}});
    for (const SearchInfo& info : normal.infos)
        EXPECT_EQ(info.selectivity, 0);
    const AnalysisRun end = analyse(position_of(kProblems[2]), to_the_end(false));
    EXPECT_EQ(end.infos.back().kind, ScoreKind::Exact);
    EXPECT_EQ(end.infos.back().selectivity, 0);
}

// Each iteration reports its best N moves, best first, all at its depth; the first is what a
// single-line search finds (Normal: no selectivity, so the full windows agree exactly).
TEST(MultiPv, ScoresTheBestMovesAtOneDepthBestFirst) {
    const Position p = midgame(16);
    SearchRequest request{Level::Normal, 0, {std::nullopt, 4}, 3};
    const AnalysisRun multi = analyse(p, request);
    request.multipv = 1;
    const AnalysisRun single = analyse(p, request);
    ASSERT_EQ(multi.infos.size(), 3 * single.infos.size());
    for (std::size_t i = 0; i < multi.infos.size(); ++i) {
        const SearchInfo& info = multi.infos[i];
        EXPECT_EQ(info.multipv, static_cast<int>(i % 3) + 1);
        EXPECT_EQ(info.depth, single.infos[i / 3].depth);
        if (i % 3 == 0) {
            EXPECT_EQ(info.score, single.infos[i / 3].score);
        } else {
            EXPECT_LE(info.score, multi.infos[i - 1].score);
            EXPECT_NE(info.pv.front(), multi.infos[i - 1].pv.front());
        }
    }
    EXPECT_EQ(multi.result.move, single.result.move);
    EXPECT_EQ(single.infos.back().multipv, 0);
}

// The progress sink hears the count as it grows, and the search is the same without it.
TEST(Progress, ReportsWithoutChangingTheSearch) {
    const Position p = midgame(24);
    const SearchRequest request{Level::Hard, 0, {std::nullopt, 9}};
    std::vector<SearchProgress> reports;
    SearchControl control;
    control.progress_interval = std::chrono::milliseconds(0);
    control.on_progress = [&](const SearchProgress& progress) { reports.push_back(progress); };
    const AnalysisRun watched = analyse(p, request, control);
    EXPECT_TRUE(same(watched, analyse(p, request)));
    ASSERT_GT(reports.size(), 2u);
    for (std::size_t i = 1; i < reports.size(); ++i)
        EXPECT_GT(reports[i].nodes, reports[i - 1].nodes);
    EXPECT_GT(reports.back().hashfull, 0);
    EXPECT_LE(reports.back().hashfull, 1000);
}

// Another size changes which entries survive, so it can change the count; the default, asked
// for or not, gives the same search whatever sizes came before.
TEST(TableSize, OnlyASearchThatAsksForAnotherSizeGetsIt) {
    const Position p = position_of(kProblems[0]);
    const SearchRequest request = to_the_end(false);
    const AnalysisRun before = analyse(p, request);
    SearchTables one_megabyte;
    one_megabyte.set_size(1);
    SearchControl small;
    small.tables = &one_megabyte;
    const AnalysisRun tiny = analyse(p, request, small);
    EXPECT_NE(tiny.result.nodes, before.result.nodes);
    EXPECT_EQ(tiny.result.deepest->score, before.result.deepest->score);
    EXPECT_TRUE(same(analyse(p, request), before));
}

}  // namespace
}  // namespace reversi
