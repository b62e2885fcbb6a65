// SPDX-License-Identifier: GPL-3.0-or-later
// The endgame solver's transposition table: exact bounds on final scores, large enough for a
// 20-empty solve, of one fixed size for every reproducible search so that its reply stays a
// pure function of its inputs (searches on a clock and exact solves may be lent the Hash
// option's size: search_tables.hpp). The threads of one search share it (table_words.hpp: each
// entry is three words, read and written without locks, and a torn one is never taken for a
// position).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "core/bitboard.hpp"
#include "core/large_pages.hpp"
#include "search/table_words.hpp"

namespace reversi {

struct EndgameEntry {
    Bitboard player;
    Bitboard opponent;
    std::uint32_t search;      // which search wrote it; 0 never matches
    std::int8_t lower;         // the final score (discs) is at least this...
    std::int8_t upper;         // ...and at most this
    std::uint8_t empties : 6;  // how much work the bounds cost: deeper ones are kept
    // 0: exact bounds; from 1 up, bounds of a selective search, the less sure the higher,
    // which only a search at least as selective may trust.
    std::uint8_t selectivity : 2;
    std::uint8_t move;  // best square found, or kNoMove
    static constexpr std::uint8_t kNoMove = 0xFF;

    // Everything but the position, in one word: search, lower, upper, empties and
    // selectivity, move from the low byte up.
    std::uint64_t data() const {
        return std::uint64_t{search} | std::uint64_t{static_cast<std::uint8_t>(lower)} << 32 |
               std::uint64_t{static_cast<std::uint8_t>(upper)} << 40 |
               std::uint64_t{static_cast<std::uint8_t>(empties | selectivity << 6)} << 48 |
               std::uint64_t{move} << 56;
    }
    static EndgameEntry from(Bitboard player, Bitboard opponent, std::uint64_t data) {
        const auto byte = [data](int shift) { return static_cast<std::uint8_t>(data >> shift); };
        return {player,
                opponent,
                static_cast<std::uint32_t>(data),
                static_cast<std::int8_t>(byte(32)),
                static_cast<std::int8_t>(byte(40)),
                static_cast<std::uint8_t>(byte(48) & 63),
                static_cast<std::uint8_t>(byte(48) >> 6),
                byte(56)};
    }
};

class EndgameTable {
public:
    static constexpr int kDefaultIndexBits = 20;  // 2^20 entries of 24 bytes: 24 MiB
    // The near-end table of long solves (EndgameSolver::Tuning): 2^13 entries, 192 KiB, which
    // stay in the processor's level-2 cache.
    static constexpr int kNearEndIndexBits = 13;

    explicit EndgameTable(int index_bits = kDefaultIndexBits) : index_bits_(index_bits) {}

    // 2^bits entries from the next search on; a new size forgets everything.
    void set_index_bits(int bits) {
        if (bits == index_bits_) return;
        index_bits_ = bits;
        entries_.reset();
        search_ = 0;
    }

    // How many of the first `sample` entries this search wrote.
    int used_of_first(int sample) const {
        int used = 0;
        for (std::size_t i = 0; entries_ && i < static_cast<std::size_t>(sample) && i < size(); ++i)
            used += static_cast<std::uint32_t>(entries_[i].data()) == search_ ? 1 : 0;
        return used;
    }

    // Makes the entries if they are not made yet, and writes them through at once: pages
    // handed out as they were first touched would make the engine's memory grow game after
    // game as if it leaked. Throws std::bad_alloc when there is no memory.
    void allocate() {
        if (!entries_) entries_ = make_on_large_pages<TableWords>(size());
    }
    std::size_t entry_count() const { return size(); }

    // Forgets everything by starting a new search stamp (clearing only when it wraps).
    void new_search() {
        // Made at the first search that may solve an endgame, unless allocate() came first (an
        // engine that plays only Easy never pays for it).
        allocate();
        if (++search_ == 0) {
            for (std::size_t i = 0; i < size(); ++i)
                entries_[i].clear();
            search_ = 1;
        }
    }

    std::optional<EndgameEntry> find(Bitboard player, Bitboard opponent) const {
        const std::size_t first = bucket(player, opponent);
        for (std::size_t i = first; i < first + kWays; ++i) {
            // The stamp first: most entries that miss are another search's or position's.
            const std::uint64_t data = entries_[i].data();
            if (static_cast<std::uint32_t>(data) != search_) continue;
            if (entries_[i].holds(player, opponent, data))
                return EndgameEntry::from(player, opponent, data);
        }
        return std::nullopt;
    }

    // Starts loading a position's bucket into the cache, for a find() a little later.
    void prefetch(Bitboard player, Bitboard opponent) const {
        __builtin_prefetch(&entries_[bucket(player, opponent)]);
    }

    static constexpr int kMostSelective = 3;

    // Records that the score lies in [lower, upper], after a search of `empties` squares at
    // `selectivity` (0: exact). A position already in its bucket is updated; a new one takes
    // the place of a stale entry, or else of the one whose bounds cost the least work, so deep
    // results stay while shallow ones still find room.
    void store(Bitboard player, Bitboard opponent, int empties, int lower, int upper, int move,
               int selectivity = 0) {
        const std::size_t first = bucket(player, opponent);
        std::size_t slot = first;
        int slot_priority = kNoPriority;
        for (std::size_t i = first; i < first + kWays; ++i) {
            const EndgameEntry e = entry(i);
            if (e.search == search_ && e.player == player && e.opponent == opponent) {
                // Surer bounds are never replaced by less sure ones, and replace them.
                if (selectivity > e.selectivity) return;
                if (selectivity == e.selectivity) {
                    // Both are bounds on the same score: keep what they say together.
                    lower = lower > e.lower ? lower : e.lower;
                    upper = upper < e.upper ? upper : e.upper;
                }
                if (move < 0 && e.move != EndgameEntry::kNoMove) move = e.move;
                slot = i;
                break;
            }
            if (priority(e) < slot_priority) {
                slot = i;
                slot_priority = priority(e);
            }
        }
        const EndgameEntry stored{
            player,
            opponent,
            search_,
            static_cast<std::int8_t>(lower),
            static_cast<std::int8_t>(upper),
            static_cast<std::uint8_t>(empties),
            static_cast<std::uint8_t>(selectivity),
            move < 0 ? EndgameEntry::kNoMove : static_cast<std::uint8_t>(move)};
        entries_[slot].write(player, opponent, stored.data());
    }

private:
    std::size_t size() const { return std::size_t{1} << index_bits_; }

    static constexpr std::size_t kWays = 2;      // entries a position may occupy, side by side
    static constexpr int kNoPriority = 1 << 30;  // above every entry's

    EndgameEntry entry(std::size_t i) const {
        const TableWords::Read read = entries_[i].read();
        return EndgameEntry::from(read.player, read.opponent, read.data);
    }

    // How much an entry is worth keeping: none from an earlier search, else its empties
    // (surer bounds before less sure ones of the same empties).
    int priority(const EndgameEntry& e) const {
        return e.search == search_
                   ? 1 + (kMostSelective + 1) * e.empties + kMostSelective - e.selectivity
                   : 0;
    }

    std::size_t bucket(Bitboard player, Bitboard opponent) const {
        const std::uint64_t h =
            (player * 0x9E3779B97F4A7C15ULL) ^ (opponent * 0xC2B2AE3D27D4EB4FULL);
        return static_cast<std::size_t>((h ^ (h >> 29)) >> (64 - index_bits_)) & ~(kWays - 1);
    }

    int index_bits_;
    std::unique_ptr<TableWords[], LargePagesDeleter> entries_;
    std::uint32_t search_ = 0;
};

}  // namespace reversi
