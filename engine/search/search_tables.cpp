// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/search_tables.hpp"

#include <cstddef>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace reversi {

namespace {

// The main table keeps 1/64 as many entries as the endgame table: the 2^14 and 2^20 of the
// default size. `megabytes` holds both; the endgame table gets the largest power of two that
// fits, from 2^15 entries (under 1 MiB) up.
constexpr int kTableRatioBits = 6;
constexpr int kSmallestEndgameBits = 15;
int endgame_index_bits(std::size_t megabytes) {
    const auto cost = [](int bits) {
        return (sizeof(EndgameEntry) << bits) + (sizeof(TableEntry) << (bits - kTableRatioBits));
    };
    const std::size_t bytes = megabytes << 20;
    int bits = kSmallestEndgameBits;
    while (cost(bits + 1) <= bytes)
        ++bits;
    return bits;
}

// Tables left by threads that have ended.
class TablePool {
public:
    std::unique_ptr<SearchTables> take() {
        const std::lock_guard lock(mutex_);
        if (idle_.empty()) return std::make_unique<SearchTables>();
        std::unique_ptr<SearchTables> tables = std::move(idle_.back());
        idle_.pop_back();
        return tables;
    }

    void give_back(std::unique_ptr<SearchTables> tables) {
        const std::lock_guard lock(mutex_);
        idle_.push_back(std::move(tables));
    }

private:
    std::mutex mutex_;
    std::vector<std::unique_ptr<SearchTables>> idle_;
};

TablePool& pool() {
    static TablePool tables;  // outlives every thread's lease, the main thread's included
    return tables;
}

struct Lease {
    Lease() : tables(pool().take()) {}
    ~Lease() { pool().give_back(std::move(tables)); }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Lease(Lease&&) = delete;
    Lease& operator=(Lease&&) = delete;

    std::unique_ptr<SearchTables> tables;
};

}  // namespace

SearchTables& this_threads_tables(std::size_t megabytes) {
    thread_local Lease lease;
    const int bits = endgame_index_bits(megabytes);
    lease.tables->endgame.set_index_bits(bits);
    lease.tables->table.set_index_bits(bits - kTableRatioBits);
    return *lease.tables;
}

}  // namespace reversi
