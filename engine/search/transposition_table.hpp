// SPDX-License-Identifier: GPL-3.0-or-later
// What one search has learned about positions it met before. Entries are stamped with the
// search that wrote them and ignored by any other, so each search starts from an empty table
// and a reply never depends on what was searched earlier. The threads of one search share it
// (table_words.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "core/bitboard.hpp"
#include "search/table_words.hpp"

namespace reversi {

enum class Bound : std::uint8_t { Lower, Upper, Exact };

struct TableEntry {
    Bitboard player = 0;
    Bitboard opponent = 0;
    std::uint32_t search = 0;  // which search wrote it; 0 never matches
    std::int16_t score = 0;
    std::int8_t depth = 0;  // kExactDepth when the result reaches the end of the game
    static constexpr std::uint8_t kNoMove = 0xFF;
    std::uint8_t move = kNoMove;  // best square found
    Bound bound = Bound::Exact;

    // Everything but the position, in one word: search, score, then depth (7 bits), bound (2)
    // and move (7: a square, or all ones for none).
    std::uint64_t data() const {
        const std::uint64_t move_bits = move == kNoMove ? kNoMoveBits : move;
        return std::uint64_t{search} | std::uint64_t{static_cast<std::uint16_t>(score)} << 32 |
               std::uint64_t{static_cast<std::uint8_t>(depth)} << 48 |
               std::uint64_t{static_cast<std::uint8_t>(bound)} << 55 | move_bits << 57;
    }
    static TableEntry from(Bitboard player, Bitboard opponent, std::uint64_t data) {
        const auto move_bits = static_cast<std::uint8_t>(data >> 57);
        return {player,
                opponent,
                static_cast<std::uint32_t>(data),
                static_cast<std::int16_t>(static_cast<std::uint16_t>(data >> 32)),
                static_cast<std::int8_t>((data >> 48) & 0x7F),
                move_bits == kNoMoveBits ? kNoMove : move_bits,
                static_cast<Bound>((data >> 55) & 3)};
    }

private:
    static constexpr std::uint8_t kNoMoveBits = 0x7F;
};

class TranspositionTable {
public:
    static constexpr int kExactDepth = 127;
    static constexpr int kDefaultIndexBits = 14;

    TranspositionTable() : entries_(std::make_unique<TableWords[]>(size())) {}

    // 2^bits entries from now on; a new size forgets everything.
    void set_index_bits(int bits) {
        if (bits == index_bits_) return;
        index_bits_ = bits;
        entries_ = std::make_unique<TableWords[]>(size());
        search_ = 0;
    }

    // Forgets everything by starting a new search stamp (clearing only when it wraps).
    void new_search() {
        if (++search_ == 0) {
            for (std::size_t i = 0; i < size(); ++i)
                entries_[i].clear();
            search_ = 1;
        }
    }

    std::size_t entry_count() const { return size(); }

    // How many of the first `sample` entries this search wrote.
    int used_of_first(int sample) const {
        int used = 0;
        for (std::size_t i = 0; i < static_cast<std::size_t>(sample) && i < size(); ++i)
            used += static_cast<std::uint32_t>(entries_[i].data()) == search_ ? 1 : 0;
        return used;
    }

    std::optional<TableEntry> find(Bitboard player, Bitboard opponent) const {
        const TableEntry e = entry(index(player, opponent));
        if (e.search == search_ && e.player == player && e.opponent == opponent) return e;
        return std::nullopt;
    }

    void store(Bitboard player, Bitboard opponent, int depth, int score, Bound bound, int move) {
        const std::size_t i = index(player, opponent);
        const TableEntry e = entry(i);
        // Keep a deeper result about another position of this search; otherwise replace.
        if (e.search == search_ && e.depth > depth &&
            (e.player != player || e.opponent != opponent))
            return;
        const TableEntry stored{player,
                                opponent,
                                search_,
                                static_cast<std::int16_t>(score),
                                static_cast<std::int8_t>(depth),
                                move < 0 ? TableEntry::kNoMove : static_cast<std::uint8_t>(move),
                                bound};
        entries_[i].write(player, opponent, stored.data());
    }

private:
    std::size_t size() const { return std::size_t{1} << index_bits_; }

    TableEntry entry(std::size_t i) const {
        const TableWords::Read read = entries_[i].read();
        return TableEntry::from(read.player, read.opponent, read.data);
    }

    std::size_t index(Bitboard player, Bitboard opponent) const {
        const std::uint64_t h =
            (player * 0x9E3779B97F4A7C15ULL) ^ (opponent * 0xC2B2AE3D27D4EB4FULL);
        return static_cast<std::size_t>((h ^ (h >> 29)) >> (64 - index_bits_));
    }

    int index_bits_ = kDefaultIndexBits;
    std::unique_ptr<TableWords[]> entries_;
    std::uint32_t search_ = 0;
};

}  // namespace reversi
