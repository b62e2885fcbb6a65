// SPDX-License-Identifier: GPL-3.0-or-later
// Every protocol transcript replayed by reversi-engine under valgrind memcheck: no invalid
// read or write, no use of uninitialised memory, no leak, and the same replies as without it.
// Skipped only when valgrind is not installed.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "support/child_process.hpp"
#include "support/program_paths.hpp"
#include "support/transcript.hpp"

namespace reversi::testing_support {
namespace {

namespace fs = std::filesystem;

// valgrind's path from PATH, or empty when it is not installed.
std::string find_valgrind() {
    const char* path = std::getenv("PATH");
    std::istringstream dirs(path != nullptr ? path : "");
    for (std::string dir; std::getline(dirs, dir, ':');) {
        const fs::path candidate = fs::path(dir.empty() ? "." : dir) / "valgrind";
        if (access(candidate.c_str(), X_OK) == 0) return candidate.string();
    }
    return {};
}

class TranscriptUnderValgrind : public testing::TestWithParam<std::string> {};

TEST_P(TranscriptUnderValgrind, HasNoMemoryErrorsOrLeaks) {
    const std::string valgrind = find_valgrind();
    if (valgrind.empty()) GTEST_SKIP() << "valgrind is not installed";

    const fs::path path = fs::path(REVERSI_TRANSCRIPT_DIR) / (GetParam() + ".txt");
    std::string error;
    const auto transcript = load_transcript(REVERSI_TRANSCRIPT_DIR, GetParam(), error);
    ASSERT_TRUE(transcript.has_value()) << path << ": " << error;

    // Exit status 99 means valgrind found errors; leaks of every kind but "still reachable"
    // count as errors.
    std::vector<std::string> arguments{"--quiet",
                                       "--error-exitcode=99",
                                       "--leak-check=full",
                                       "--show-leak-kinds=definite,indirect,possible",
                                       "--errors-for-leak-kinds=definite,indirect,possible",
                                       engine_program()};
    const auto engine_args = engine_arguments(GetParam(), *transcript);
    arguments.insert(arguments.end(), engine_args.begin(), engine_args.end());
    const ProcessOutput result = run_program(valgrind, arguments, input_text(*transcript));
    EXPECT_EQ(result.exit_code, 0) << result.err;
    EXPECT_EQ(mask_timing(split_lines(result.out)), mask_timing(transcript->expected)) << path;
}

INSTANTIATE_TEST_SUITE_P(Memcheck, TranscriptUnderValgrind,
                         testing::ValuesIn(transcript_names(REVERSI_TRANSCRIPT_DIR)),
                         [](const auto& param_info) { return test_name(param_info.param); });

}  // namespace
}  // namespace reversi::testing_support
