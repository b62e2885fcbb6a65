// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-fuzz-seeds <transcript dir> <output dir>: writes each harness's seed corpus to
// <output dir>/<harness>/, replacing what was there, so the corpus follows the transcripts.
#include <fstream>
#include <iostream>

#include "fuzz/harnesses.hpp"
#include "fuzz/seed_inputs.hpp"

int main(int argc, char** argv) {
    namespace fs = std::filesystem;
    if (argc != 3) {
        std::cerr << "usage: reversi-fuzz-seeds <transcript dir> <output dir>\n";
        return 2;
    }
    for (const auto& harness : reversi::fuzz::kHarnesses) {
        const fs::path dir = fs::path(argv[2]) / harness.name;
        fs::remove_all(dir);
        fs::create_directories(dir);
        const auto seeds = reversi::fuzz::seed_inputs(harness.name, argv[1]);
        for (const auto& seed : seeds)
            std::ofstream(dir / seed.name, std::ios::binary) << seed.bytes;
        std::cout << harness.name << ": " << seeds.size() << " seeds\n";
    }
    return 0;
}
