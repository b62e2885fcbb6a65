// SPDX-License-Identifier: GPL-3.0-or-later
// Harness failures go to standard error, then abort() so every driver treats them as a crash.
#include "fuzz/check.hpp"

#include <cstdio>
#include <cstdlib>

namespace reversi::fuzz {

void fail(std::string_view what, std::string_view detail) {
    std::fprintf(stderr, "fuzz check failed: %.*s\n%.*s\n", static_cast<int>(what.size()),
                 what.data(), static_cast<int>(detail.size()), detail.data());
    std::abort();
}

}  // namespace reversi::fuzz
