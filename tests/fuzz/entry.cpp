// SPDX-License-Identifier: GPL-3.0-or-later
// The libFuzzer entry point for one harness, chosen at build time by REVERSI_FUZZ_HARNESS.
#include "fuzz/harnesses.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return reversi::fuzz::REVERSI_FUZZ_HARNESS(data, size);
}
