// SPDX-License-Identifier: GPL-3.0-or-later
// One entry of a table the threads of a search share: a position and a word of data, kept as
// three words each read and written whole (relaxed atomics: plain moves on x86-64) and never
// locked. The position is stored mixed with the data, so an entry two threads wrote at once
// (one word from each) reads as another position, which no look-up asks for.
#pragma once

#include <atomic>
#include <cstdint>

#include "core/bitboard.hpp"

namespace reversi {

struct TableWords {
    std::uint64_t player_key;    // player ^ data
    std::uint64_t opponent_key;  // opponent ^ data
    std::uint64_t data_word;

    struct Read {
        Bitboard player;
        Bitboard opponent;
        std::uint64_t data;
    };

    Read read() const {
        const std::uint64_t data = load(data_word);
        return {load(player_key) ^ data, load(opponent_key) ^ data, data};
    }
    std::uint64_t data() const { return load(data_word); }
    // Whether the entry whose data word read `data` is this position's.
    bool holds(Bitboard player, Bitboard opponent, std::uint64_t data) const {
        return (load(player_key) ^ data) == player && (load(opponent_key) ^ data) == opponent;
    }

    void write(Bitboard player, Bitboard opponent, std::uint64_t data) {
        store(player_key, player ^ data);
        store(opponent_key, opponent ^ data);
        store(data_word, data);
    }
    void clear() { write(0, 0, 0); }

private:
    static std::uint64_t load(const std::uint64_t& word) {
        // NOLINTNEXTLINE(cppcoreguidelines-pro-type-const-cast): atomic_ref needs a non-const
        return std::atomic_ref(const_cast<std::uint64_t&>(word)).load(std::memory_order_relaxed);
    }
    static void store(std::uint64_t& word, std::uint64_t value) {
        std::atomic_ref(word).store(value, std::memory_order_relaxed);
    }
};

}  // namespace reversi
