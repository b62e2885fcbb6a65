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

TEST_P(FuzzReplay, SavedRegressionInputsKeepEveryPromise) {
    const fs::path dir = fs::path(REVERSI_FUZZ_REGRESSION_DIR) / GetParam().name;
    if (!fs::exists(dir)) GTEST_SKIP() << "no regression inputs in " << dir;
    std::vector<fs::path> inputs;
    for (const auto& entry : fs::directory_iterator(dir))
        inputs.push_back(entry.path());
    std::sort(inputs.begin(), inputs.end());
    for (const fs::path& input : inputs)
        replay(GetParam(), input.filename().string(), read_file(input));
}

INSTANTIATE_TEST_SUITE_P(Harnesses, FuzzReplay, testing::ValuesIn(kHarnesses),
                         [](const auto& param_info) { return std::string(param_info.param.name); });

}  // namespace
}  // namespace reversi::fuzz
