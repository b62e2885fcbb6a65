// SPDX-License-Identifier: GPL-3.0-or-later
// `reversi-engine --solve FILE`: problem files read strictly, every position solved and checked
// against the answer the file gives, a wrong answer or a bad file told by the exit status.
#include "app/batch_solve.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "app/problem_file.hpp"
#include "core/notation.hpp"

namespace reversi {
namespace {

const std::filesystem::path kFewEmpties = REVERSI_TEST_DATA "/few-empties.obf";
constexpr std::string_view kFfoOne =
    "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

struct SolveRun {
    int status;
    std::string out;
    std::string err;
};

SolveRun solve(const std::filesystem::path& path, const EngineSettings& settings = {}) {
    std::ostringstream out;
    std::ostringstream err;
    const int status = solve_problem_file(path, settings, out, err);
    return {status, out.str(), err.str()};
}

// A problem file of `text` in the test's temporary folder.
std::filesystem::path problem_file(const std::string& name, const std::string& text) {
    const std::filesystem::path path = std::filesystem::temp_directory_path() /
                                       ("reversi-solve-" + std::to_string(::getpid()) + name);
    std::ofstream(path) << text;
    return path;
}

TEST(ProblemFile, ReadsTheBestScoreAndEveryMoveThatReachesIt) {
    const auto read = read_problems(std::string(kFfoOne) + "; H1:+12; G8:+18; A4:+18; A2:-2;\n");
    ASSERT_TRUE(read.value) << read.error;
    ASSERT_EQ(read.value->size(), 1U);
    const Problem& problem = read.value->front();
    EXPECT_EQ(problem.line, 1U);
    EXPECT_EQ(problem.expected_score, 18);
    EXPECT_EQ(problem.best_moves, (std::vector<Move>{*parse_move("g8"), *parse_move("a4")}));
}

TEST(ProblemFile, APositionAloneHasNoAnswer) {
    const auto read = read_problems("% a comment\n\n" + std::string(kFfoOne) + "\n");
    ASSERT_TRUE(read.value) << read.error;
    ASSERT_EQ(read.value->size(), 1U);
    EXPECT_EQ(read.value->front().line, 3U);
    EXPECT_FALSE(read.value->front().expected_score);
}

TEST(ProblemFile, ALineThatIsNoProblemIsRefusedWithItsNumber) {
    const std::string good = std::string(kFfoOne) + "; G8:+18;\n";
    EXPECT_EQ(read_problems(good + "# fine\nnot a position\n").error,
              "line 3: expected 64 squares and a side (X or O)");
    EXPECT_EQ(read_problems(good + std::string(kFfoOne) + "; G8 18;\n").error,
              "line 2: expected MOVE:SCORE, not 'G8 18'");
    EXPECT_EQ(read_problems(std::string(kFfoOne) + "; A1:+4;\n").error,
              "line 1: the move a1 is not legal in the position");
    EXPECT_EQ(read_problems(std::string(kFfoOne) + "; G8:+99;\n").error,
              "line 1: expected MOVE:SCORE, not 'G8:+99'");
}

TEST(BatchSolve, SolvesEveryPositionAndAgreesWithTheFile) {
    const SolveRun run = solve(kFewEmpties);
    EXPECT_EQ(run.status, kSolvedAllRight) << run.out << run.err;
    EXPECT_EQ(run.err, "");
    EXPECT_NE(run.out.find(" g8    +18      +18 "), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(" pass    -14      -14 "), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(" none    -64        - "), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("total: 5 solved, "), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(", 0 wrong"), std::string::npos) << run.out;
}

// --threads: the solves are shared by that many threads, with the same scores and best moves.
TEST(BatchSolve, SolvesWithTheThreadsOptionsThreads) {
    EngineSettings settings;
    settings.threads = 2;
    const SolveRun run = solve(kFewEmpties, settings);
    EXPECT_EQ(run.status, kSolvedAllRight) << run.out << run.err;
    EXPECT_NE(run.out.find("Threads 2\n"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(" g8    +18      +18 "), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(", 0 wrong"), std::string::npos) << run.out;
}

TEST(BatchSolve, AWrongAnswerInTheFileFailsTheRun) {
    const SolveRun run = solve(problem_file("wrong", std::string(kFfoOne) + "; G8:+16;\n"));
    EXPECT_EQ(run.status, kSolvedSomeWrong);
    EXPECT_NE(run.out.find("+18      +16 "), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("WRONG"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find(", 1 wrong"), std::string::npos) << run.out;
}

// The score is right, but the move the file names is not the solver's: that is wrong too.
TEST(BatchSolve, AMoveTheFileDoesNotNameIsWrong) {
    const SolveRun run = solve(problem_file("move", std::string(kFfoOne) + "; H1:+18;\n"));
    EXPECT_EQ(run.status, kSolvedSomeWrong) << run.out;
}

TEST(BatchSolve, ABadFileIsRefusedWithItsNameAndLineAndNothingIsSolved) {
    const std::filesystem::path path =
        problem_file("bad", std::string(kFfoOne) + "; G8:+18;\n\nX O\n");
    const SolveRun run = solve(path);
    EXPECT_EQ(run.status, kBadProblemFile);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err, "reversi-engine: " + path.string() + ": line 3: bad position: 'X O'\n");
    const SolveRun missing = solve(path.string() + "-missing");
    EXPECT_EQ(missing.status, kBadProblemFile);
    EXPECT_NE(missing.err.find(path.string() + "-missing: "), std::string::npos) << missing.err;
}

}  // namespace
}  // namespace reversi
