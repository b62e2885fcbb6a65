// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/search_tables.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

#include "vocabulary/search_limits.hpp"

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

// Entries of each table sampled for hashfull.
constexpr int kFillSample = 1000;

// Tables left by threads and engines that have ended.
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

void SearchTables::set_size(std::size_t megabytes) {
    const int bits = endgame_index_bits(megabytes);
    endgame.set_index_bits(bits);
    table.set_index_bits(bits - kTableRatioBits);
}

void SearchTables::allocate() {
    endgame.allocate();
    near_end.allocate();
}

int hashfull(const SearchTables& tables) {
    // The sample's share written, scaled to each table's entries.
    const auto written = [](const auto& table) -> std::uint64_t {
        const std::size_t entries = table.entry_count();
        const auto sample = static_cast<int>(std::min<std::size_t>(kFillSample, entries));
        return static_cast<std::uint64_t>(table.used_of_first(sample)) * entries /
               static_cast<std::uint64_t>(sample);
    };
    const std::uint64_t entries = tables.table.entry_count() + tables.endgame.entry_count();
    return static_cast<int>(1000 * (written(tables.table) + written(tables.endgame)) / entries);
}

SearchTables& this_threads_tables(std::size_t megabytes) {
    thread_local Lease lease;
    lease.tables->set_size(megabytes);
    return *lease.tables;
}

EngineTables::EngineTables() : fixed_(pool().take()), megabytes_(kDefaultTableMegabytes) {
    fixed_->set_size(kDefaultTableMegabytes);
}

EngineTables::~EngineTables() { pool().give_back(std::move(fixed_)); }

void EngineTables::resize(std::size_t megabytes) {
    if (megabytes == megabytes_) return;
    // The old set goes first, so the two are never held at once.
    sized_.reset();
    megabytes_ = kDefaultTableMegabytes;
    if (megabytes == kDefaultTableMegabytes) return;
    auto tables = std::make_unique<SearchTables>();
    tables->set_size(megabytes);
    tables->allocate();
    sized_ = std::move(tables);
    megabytes_ = megabytes;
}

void EngineTables::allocate() { fixed_->allocate(); }

}  // namespace reversi
