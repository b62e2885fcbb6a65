// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/search_tables.hpp"

#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace reversi {

namespace {

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

SearchTables& this_threads_tables() {
    thread_local Lease lease;
    return *lease.tables;
}

}  // namespace reversi
