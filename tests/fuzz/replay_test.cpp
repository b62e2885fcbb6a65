// SPDX-License-Identifier: GPL-3.0-or-later
// Every seed and every saved regression input through its harness, in ordinary builds: the
// harnesses keep compiling and running without libFuzzer, and a fixed fuzz finding stays
// fixed. A harness that finds a broken promise aborts, which fails the test.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include "fuzz/harnesses.hpp"
#include "fuzz/seed_inputs.hpp"

namespace reversi::fuzz {

// Names the harness in test output.
void PrintTo(const Harness& harness, std::ostream* out) { *out << harness.name; }

namespace {

namespace fs = std::filesystem;

void replay(const Harness& harness, std::string_view name, const std::string& bytes) {
    // Shown only when the test fails: the harness's own message follows it.
    std::cerr << "replaying " << harness.name << " " << name << "\n";
    harness.run(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
}

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}

class FuzzReplay : public testing::TestWithParam<Harness> {};

TEST_P(FuzzReplay, SeedsFromTheTranscriptsKeepEveryPromise) {
    const auto seeds = seed_inputs(GetParam().name, REVERSI_TRANSCRIPT_DIR);
    ASSERT_FALSE(seeds.empty()) << "no seeds from " << REVERSI_TRANSCRIPT_DIR;
    for (const SeedInput& seed : seeds)
        replay(GetParam(), seed.name, seed.bytes);
}

INSTANTIATE_TEST_SUITE_P(Harnesses, FuzzReplay, testing::ValuesIn(kHarnesses),
                         [](const auto& param_info) { return std::string(param_info.param.name); });

// Only harnesses that have had findings have a folder, so the saved inputs are walked folder by
// folder; a folder that names no harness (a typo, a renamed harness) would be silently skipped,
// so it fails instead.
TEST(FuzzRegressions, EverySavedInputKeepsEveryPromiseOfItsHarness) {
    std::vector<fs::path> folders;
    for (const auto& entry : fs::directory_iterator(REVERSI_FUZZ_REGRESSION_DIR)) {
        if (entry.is_directory()) folders.push_back(entry.path());
    }
    ASSERT_FALSE(folders.empty()) << "no regression folders in " << REVERSI_FUZZ_REGRESSION_DIR;
    std::sort(folders.begin(), folders.end());
    for (const fs::path& folder : folders) {
        const auto harness =
            std::find_if(std::begin(kHarnesses), std::end(kHarnesses),
                         [&](const Harness& h) { return h.name == folder.filename().string(); });
        ASSERT_NE(harness, std::end(kHarnesses)) << folder << " names no harness";
        std::vector<fs::path> inputs;
        for (const auto& entry : fs::directory_iterator(folder))
            inputs.push_back(entry.path());
        EXPECT_FALSE(inputs.empty()) << folder << " holds no input";
        std::sort(inputs.begin(), inputs.end());
        for (const fs::path& input : inputs)
            replay(*harness, input.filename().string(), read_file(input));
    }
}

}  // namespace
}  // namespace reversi::fuzz
