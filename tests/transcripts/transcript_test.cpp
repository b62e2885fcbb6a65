// SPDX-License-Identifier: GPL-3.0-or-later
// Replays every protocol-spec/transcripts/*.txt against the real reversi-engine through pipes;
// those in a subfolder (gtp/, nboard/) run with the option of that name (--gtp, --nboard).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "support/child_process.hpp"
#include "support/program_paths.hpp"
#include "support/transcript.hpp"

namespace reversi::testing_support {
namespace {

namespace fs = std::filesystem;

void expect_lines(const std::vector<std::string>& actual, const std::vector<std::string>& expected,
                  const std::string& what) {
    const std::size_t common = std::min(actual.size(), expected.size());
    for (std::size_t i = 0; i < common; ++i) {
        ASSERT_EQ(actual[i], expected[i]) << what << i + 1;
    }
    EXPECT_EQ(actual.size(), expected.size()) << what << "count";
}

class TranscriptReplay : public testing::TestWithParam<std::string> {};

TEST_P(TranscriptReplay, EngineRepliesExactly) {
    const fs::path path = fs::path(REVERSI_TRANSCRIPT_DIR) / (GetParam() + ".txt");
    std::string error;
    const auto transcript = load_transcript(REVERSI_TRANSCRIPT_DIR, GetParam(), error);
    ASSERT_TRUE(transcript.has_value()) << path << ": " << error;
    ASSERT_FALSE(transcript->expected.empty()) << path << " expects nothing";

    const ProcessOutput result = run_program(
        engine_program(), engine_arguments(GetParam(), *transcript), input_text(*transcript));
    EXPECT_EQ(result.exit_code, 0) << result.err;

    expect_lines(mask_timing(split_lines(result.out)), mask_timing(transcript->expected),
                 path.string() + ": reply ");
    if (transcript->expected_errors) {
        expect_lines(split_lines(result.err), *transcript->expected_errors,
                     path.string() + ": standard error line ");
    }
}

INSTANTIATE_TEST_SUITE_P(Transcripts, TranscriptReplay,
                         testing::ValuesIn(transcript_names(REVERSI_TRANSCRIPT_DIR)),
                         [](const auto& param_info) { return test_name(param_info.param); });

TEST(EngineProcess, OverlongLineGetsOneErrorAndTheEngineCarriesOn) {
    const std::string input = std::string(1 << 20, 'x') + "\nisready\n";
    const ProcessOutput result = run_program(engine_program(), {}, input);
    EXPECT_EQ(result.out, "error line too long (limit 65536 bytes)\nreadyok\n");
    EXPECT_EQ(result.exit_code, 0);
}

TEST(EngineProcess, EndOfInputQuitsCleanly) {
    const ProcessOutput result = run_program(engine_program(), {}, "isready\n");
    EXPECT_EQ(result.out, "readyok\n");
    EXPECT_EQ(result.exit_code, 0);
}

TEST(EngineProcess, DiagnosticsGoToStderrOnly) {
    // The empty line lets perft finish: end of input stops a search still running.
    const ProcessOutput result = run_program(engine_program(), {}, "perft 3\n\n");
    EXPECT_EQ(result.out, "d3 14\nc4 14\nf5 14\ne6 14\nnodes 56\n");
    EXPECT_NE(result.err.find("perft 3: 56 leaves"), std::string::npos) << result.err;
}

TEST(EngineProcess, UnknownOptionFailsWithUsage) {
    const ProcessOutput result = run_program(engine_program(), {"--bogus"}, "");
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_NE(result.err.find("Usage: reversi-engine"), std::string::npos);
    EXPECT_EQ(result.out, "");
}

TEST(EngineProcess, OnlyOneModeMayBeChosen) {
    const ProcessOutput result = run_program(engine_program(), {"--gtp", "--nboard"}, "");
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_NE(result.err.find("only one of --gtp and --nboard"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("Usage: reversi-engine"), std::string::npos);
    EXPECT_EQ(result.out, "");
}

TEST(EngineProcess, ABadLevelOrSeedFailsWithUsage) {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"--level", "expert"}, {"--seed", "x"}, {"--gtp", "--level"}}) {
        const ProcessOutput result = run_program(engine_program(), args, "");
        EXPECT_EQ(result.exit_code, 2) << args.front();
        EXPECT_NE(result.err.find("Usage: reversi-engine"), std::string::npos);
    }
}

TEST(EngineProcess, HelpDescribesEveryMode) {
    const ProcessOutput result = run_program(engine_program(), {"--help"}, "");
    EXPECT_EQ(result.exit_code, 0);
    for (std::string_view option : {"--gtp", "--nboard", "--level", "--seed"})
        EXPECT_NE(result.out.find(option), std::string::npos) << option;
}

TEST(EngineProcess, LevelAndSeedOptionsAreTheLineProtocolsOwnCommands) {
    const std::string moves = "go\nplay d3\ngo\nplay c3\ngo\n\n";
    const ProcessOutput with_options =
        run_program(engine_program(), {"--level", "easy", "--seed=11"}, moves);
    const ProcessOutput with_commands =
        run_program(engine_program(), {}, "level easy\nseed 11\n" + moves);
    EXPECT_EQ(with_options.exit_code, 0);
    EXPECT_EQ(with_options.out, with_commands.out);
    EXPECT_NE(with_options.out.find("bestmove"), std::string::npos);
}

TEST(EngineProcess, GtpModeAnswersAnOverlongLineAndCarriesOn) {
    const std::string input = std::string(1 << 20, 'x') + "\n1 name\n";
    const ProcessOutput result = run_program(engine_program(), {"--gtp"}, input);
    EXPECT_EQ(result.out, "? line too long (limit 65536 bytes)\n\n=1 reversi-engine\n\n");
    EXPECT_EQ(result.exit_code, 0);
}

}  // namespace
}  // namespace reversi::testing_support
