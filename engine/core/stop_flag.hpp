// SPDX-License-Identifier: GPL-3.0-or-later
// A request, raised from another thread, that a long computation (a search, perft) stop soon.
// The computation polls it now and then; a flag that is never raised changes nothing it does.
#pragma once

#include <atomic>

namespace reversi {

class StopFlag {
public:
    void raise() { raised_.store(true); }
    void clear() { raised_.store(false); }
    // Relaxed: a stop request needs no ordering with anything else the computation reads.
    bool raised() const { return raised_.load(std::memory_order_relaxed); }

private:
    std::atomic<bool> raised_{false};
};

}  // namespace reversi
