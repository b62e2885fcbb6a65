// SPDX-License-Identifier: GPL-3.0-or-later
// The checked builds (sanitizers) keep assert() active, so the invariants the engine states as
// asserts are checked wherever CI runs the tests under a sanitizer; Release compiles them out.
#include <gtest/gtest.h>

#include <cassert>

#ifdef REVERSI_SANITIZED
namespace {

void break_an_invariant() { assert(false && "an invariant that never holds"); }

}  // namespace

TEST(CheckedBuild, AFailedAssertStopsTheProgram) {
    EXPECT_DEATH(break_an_invariant(), "an invariant that never holds");
}
#endif
