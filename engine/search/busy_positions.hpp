// SPDX-License-Identifier: GPL-3.0-or-later
// The positions the threads of one search are reading now, so that a thread meeting one that
// another thread has begun leaves it for later and reads a sibling first (simplified ABDADA,
// after Tom Kerrigan): threads that share a table then split a node's children instead of
// reading the same ones in step. Only a hint: a slot two positions share, or a mark left a
// little too long, changes which sibling comes first, never a score.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>

#include "core/bitboard.hpp"

namespace reversi {

class BusyPositions {
public:
    // Marks a position as being read by this thread until leave(); a later mark of another
    // position in the same slot takes it over.
    void enter(Bitboard player, Bitboard opponent) {
        const std::uint64_t key = mark(player, opponent);
        slot(key).store(key, std::memory_order_relaxed);
    }
    void leave(Bitboard player, Bitboard opponent) {
        std::uint64_t key = mark(player, opponent);
        slot(key).compare_exchange_strong(key, 0, std::memory_order_relaxed);
    }
    // Whether some thread is reading the position now.
    bool busy(Bitboard player, Bitboard opponent) const {
        const std::uint64_t key = mark(player, opponent);
        return slot(key).load(std::memory_order_relaxed) == key;
    }

private:
    static constexpr int kIndexBits = 13;  // 8,192 slots: far more than the threads' lines hold

    static std::uint64_t mark(Bitboard player, Bitboard opponent) {
        const std::uint64_t h =
            (player * 0xD6E8FEB86659FD93ULL) ^ (opponent * 0x9E3779B97F4A7C15ULL);
        return (h ^ (h >> 31)) | 1;  // never 0, which marks a free slot
    }
    std::atomic<std::uint64_t>& slot(std::uint64_t key) {
        return slots_[static_cast<std::size_t>(key >> (64 - kIndexBits))];
    }
    const std::atomic<std::uint64_t>& slot(std::uint64_t key) const {
        return slots_[static_cast<std::size_t>(key >> (64 - kIndexBits))];
    }

    std::array<std::atomic<std::uint64_t>, std::size_t{1} << kIndexBits> slots_{};
};

}  // namespace reversi
