// SPDX-License-Identifier: GPL-3.0-or-later
// Running one job on several threads at once: the caller's thread and threads - 1 more.
#pragma once

#include <thread>
#include <vector>

namespace reversi::train {

// Calls work() on `threads` threads (at least the caller's) and returns when all have returned.
// The job shares its work out itself (a shared counter), so the result must not depend on
// which thread does what.
template <typename Work>
void run_on_threads(int threads, const Work& work) {
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t)
        helpers.emplace_back(work);
    work();
    for (std::thread& helper : helpers)
        helper.join();
}

}  // namespace reversi::train
