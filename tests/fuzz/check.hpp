// SPDX-License-Identifier: GPL-3.0-or-later
// How a fuzz harness reports a broken promise: print it and abort, so libFuzzer keeps the input.
#pragma once

#include <string_view>

namespace reversi::fuzz {

[[noreturn]] void fail(std::string_view what, std::string_view detail = {});

inline void check(bool ok, std::string_view what, std::string_view detail = {}) {
    if (!ok) fail(what, detail);
}

}  // namespace reversi::fuzz
