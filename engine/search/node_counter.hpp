// SPDX-License-Identifier: GPL-3.0-or-later
// The count of visited positions one search keeps, with its budget and its stop conditions:
// shared by the iterative search and the endgame solver so that both spend one budget.
#pragma once

#include <atomic>
#include <cassert>
#include <chrono>
#include <cstdint>
#include <functional>
#include <utility>

#include "search/search_control.hpp"

namespace reversi {

class NodeCounter {
public:
    // `table_fill` gives the per mille of table entries in use, for progress reports.
    NodeCounter(std::uint64_t budget, const SearchControl& control,
                std::function<int()> table_fill = {})
        : budget_(budget),
          control_(control),
          polled_(control.stop != nullptr || control.deadline.has_value() ||
                  control.late_clock != nullptr || static_cast<bool>(control.on_progress)),
          table_fill_(std::move(table_fill)),
          last_report_(std::chrono::steady_clock::now()) {}

    // Counts one more visited position; false (and the search unwinds) once the budget is
    // spent or the search is told to stop, so the count never passes the budget.
    bool visit() {
        if (nodes_ >= budget_ || (polled_ && nodes_ % kPollInterval == 0 && interrupted())) {
            aborted_ = true;
            return false;
        }
        ++nodes_;
        assert(nodes_ <= budget_);
        return true;
    }

    std::uint64_t nodes() const { return nodes_; }
    // With helper threads (search_team.hpp): the main thread's count reads theirs too, and each
    // helper adds its own to `helpers_total` every kPollInterval positions and when publish()
    // is called at its end.
    void join_team(std::atomic<std::uint64_t>* helpers_total, bool helper) {
        helpers_total_ = helpers_total;
        helper_ = helper;
    }
    void publish() {
        if (!helper_) return;
        helpers_total_->fetch_add(nodes_ - published_, std::memory_order_relaxed);
        published_ = nodes_;
    }
    // The positions the whole search has visited, helpers included: what `info` reports.
    std::uint64_t team_nodes() const {
        return helpers_total_ != nullptr && !helper_
                   ? nodes_ + helpers_total_->load(std::memory_order_relaxed)
                   : nodes_;
    }
    bool aborted() const { return aborted_; }
    // Neither a node budget nor a clock: the search may go straight to the end (a stop flag
    // alone still leaves it the shallow iterations it finished first).
    bool unbounded() const {
        return budget_ == kUnlimited && !control_.deadline && control_.late_clock == nullptr;
    }
    bool past_last_start() const {
        const auto now = std::chrono::steady_clock::now();
        if (control_.last_start && now >= *control_.last_start) return true;
        if (control_.late_clock == nullptr) return false;
        const auto late = control_.late_clock->last_start();
        return late && now >= *late;
    }

    static constexpr std::uint64_t kUnlimited = ~std::uint64_t{0};

private:
    bool interrupted() {
        publish();
        if (control_.on_progress) report_progress();
        if (control_.stop != nullptr && control_.stop->raised()) return true;
        if (!control_.deadline && control_.late_clock == nullptr) return false;
        const auto now = std::chrono::steady_clock::now();
        if (control_.deadline && now >= *control_.deadline) return true;
        if (control_.late_clock == nullptr) return false;
        const auto late = control_.late_clock->deadline();
        return late && now >= *late;
    }

    // Only reads the count and the tables, so the search goes on exactly as without it.
    // The root's own poll, before any position, has nothing to report.
    void report_progress() {
        if (nodes_ == 0) return;
        const auto now = std::chrono::steady_clock::now();
        if (now - last_report_ < control_.progress_interval) return;
        last_report_ = now;
        control_.on_progress({team_nodes(), table_fill_ ? table_fill_() : 0});
    }

    std::uint64_t budget_;
    const SearchControl& control_;
    bool polled_;  // a stop flag, a deadline or a progress sink to serve now and then
    std::function<int()> table_fill_;
    std::chrono::steady_clock::time_point last_report_;
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    std::atomic<std::uint64_t>* helpers_total_ = nullptr;
    bool helper_ = false;
    std::uint64_t published_ = 0;
};

}  // namespace reversi
