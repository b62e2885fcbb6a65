// SPDX-License-Identifier: GPL-3.0-or-later
// Each problem is solved on this thread (with the Threads option's helpers beside it), timed by
// the wall clock and by the process's CPU time, every thread's (the fairer figure on a loaded
// machine), with one table made before the first.
#include "app/batch_solve.hpp"

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

#include "app/problem_file.hpp"
#include "core/notation.hpp"
#include "files/whole_file.hpp"
#include "search/evaluation.hpp"
#include "search/search.hpp"
#include "search/search_tables.hpp"

namespace reversi {

namespace {

constexpr std::size_t kMaxProblemFileBytes = std::size_t{16} << 20;

using std::chrono::microseconds;

// The CPU time of every thread of the process: the solver's helpers are threads of their own.
microseconds cpu_time() {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return std::chrono::seconds(now.tv_sec) +
           std::chrono::duration_cast<microseconds>(std::chrono::nanoseconds(now.tv_nsec));
}

struct Solved {
    Move move;
    int score = 0;  // discs, side to move
    std::uint64_t nodes = 0;
    microseconds time{0};
    microseconds cpu{0};
};

// The exact solve of `position`: a finished game is scored as it stands; a side that must pass
// is valued by the solve after its pass, from its own side.
Solved solve(const Position& position, const SearchRequest& request, const SearchControl& control) {
    Solved solved;
    if (position.is_game_over()) {
        solved.move = Move::pass();
        solved.score = final_score(position.player(), position.opponent()) / kScorePerDisc;
        return solved;
    }
    const bool passes = position.must_pass();
    const auto started = std::chrono::steady_clock::now();
    const microseconds cpu_before = cpu_time();
    const SearchResult result =
        search_move(passes ? position.after(Move::pass()) : position, request, {}, control);
    solved.cpu = cpu_time() - cpu_before;
    solved.time =
        std::chrono::duration_cast<microseconds>(std::chrono::steady_clock::now() - started);
    solved.move = passes ? Move::pass() : result.move;
    solved.nodes = result.nodes;
    const int score = result.deepest ? result.deepest->score : 0;
    solved.score = passes ? -score : score;
    return solved;
}

std::uint64_t per_second(std::uint64_t nodes, microseconds time) {
    return time.count() > 0 ? nodes * 1'000'000 / static_cast<std::uint64_t>(time.count()) : 0;
}

std::string milliseconds_text(microseconds time) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", static_cast<double>(time.count()) / 1000.0);
    return text;
}

std::string signed_text(int value) {
    std::string text = std::to_string(value);
    if (value > 0) text.insert(text.begin(), '+');
    return text;
}

bool right(const Problem& problem, const Solved& solved) {
    if (!problem.expected_score) return true;
    if (solved.score != *problem.expected_score) return false;
    return problem.best_moves.empty() || problem.position.is_game_over() ||
           std::find(problem.best_moves.begin(), problem.best_moves.end(), solved.move) !=
               problem.best_moves.end();
}

void write_row(std::ostream& out, const Problem& problem, const Solved& solved, bool ok) {
    char row[160];
    const std::string expected =
        problem.expected_score ? signed_text(*problem.expected_score) : "-";
    const std::string move =
        problem.position.is_game_over() ? std::string("none") : move_name(solved.move);
    std::snprintf(row, sizeof row, "%5zu %7d %5s %6s %8s %14llu %10s %10s %12llu%s", problem.line,
                  problem.position.empty_count(), move.c_str(), signed_text(solved.score).c_str(),
                  expected.c_str(), static_cast<unsigned long long>(solved.nodes),
                  milliseconds_text(solved.time).c_str(), milliseconds_text(solved.cpu).c_str(),
                  static_cast<unsigned long long>(per_second(solved.nodes, solved.time)),
                  ok ? "" : "  WRONG");
    out << row << std::endl;
}

}  // namespace

int solve_problem_file(const std::filesystem::path& path, const EngineSettings& settings,
                       std::ostream& out, std::ostream& err) {
    const files::FileContents file = files::read_whole_file(path, kMaxProblemFileBytes);
    if (!file.contents) {
        err << "reversi-engine: " << path.string() << ": " << file.error << "\n";
        return kBadProblemFile;
    }
    const ValueOrError<std::vector<Problem>> problems = read_problems(*file.contents);
    if (!problems.value) {
        err << "reversi-engine: " << path.string() << ": " << problems.error << "\n";
        return kBadProblemFile;
    }
    SearchRequest request{settings.level == Level::Easy ? Level::Hard : settings.level,
                          settings.seed,
                          {std::nullopt, kLongestGame},
                          1};
    // A solve's score does not depend on the table's size, so it has the Hash option's.
    EngineTables tables;
    tables.resize(settings.hash_megabytes);
    tables.allocate();
    SearchControl control;
    control.tables = &tables.sized();
    // An exact solve without a node budget may be shared by the Threads option's threads.
    control.threads = settings.threads;

    out << "solving " << path.string() << ": " << problems.value->size() << " positions, level "
        << level_name(request.level) << ", Hash " << settings.hash_megabytes << " MiB, Threads "
        << settings.threads << "\n"
        << " line empties  move  score expected      positions    time-ms     cpu-ms  positions/s"
        << std::endl;
    std::uint64_t nodes = 0;
    microseconds time{0};
    microseconds cpu{0};
    int wrong = 0;
    for (const Problem& problem : *problems.value) {
        const Solved solved = solve(problem.position, request, control);
        const bool ok = right(problem, solved);
        wrong += ok ? 0 : 1;
        nodes += solved.nodes;
        time += solved.time;
        cpu += solved.cpu;
        write_row(out, problem, solved, ok);
    }
    out << "total: " << problems.value->size() << " solved, " << nodes << " positions, "
        << milliseconds_text(time) << " ms (" << milliseconds_text(cpu) << " ms of CPU), "
        << per_second(nodes, time) << " positions/s, " << wrong << " wrong" << std::endl;
    return wrong == 0 ? kSolvedAllRight : kSolvedSomeWrong;
}

}  // namespace reversi
