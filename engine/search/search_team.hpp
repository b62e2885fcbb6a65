// SPDX-License-Identifier: GPL-3.0-or-later
// The helper threads of a search shared by several (the `Threads` option): they read the same
// root with the same tables as the main thread, which alone reports and answers; what they
// store in the shared tables, and the positions they mark busy, speed it up (engine/search/
// README.md has the measurements). Which searches may be shared is search.hpp's rule.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

#include "core/stop_flag.hpp"
#include "search/busy_positions.hpp"
#include "search/endgame_table.hpp"
#include "search/search_control.hpp"

namespace reversi {

// One thread's place in a shared search.
struct TeamSeat {
    BusyPositions* busy = nullptr;
    std::atomic<std::uint64_t>* helpers_total = nullptr;  // the helpers' positions, summed
    // A helper's own near-end table (it stays in its core's cache); the main thread uses the
    // one of the search's tables.
    EndgameTable* near_end = nullptr;
    // A helper leaves the shared tables' search stamps alone: the main thread started them.
    bool helper = false;
};

class SearchTeam {
public:
    // What a helper runs: its seat, its control (only the team's stop flag) and its index,
    // from 1.
    using HelperSearch = std::function<void(const TeamSeat&, const SearchControl&, int)>;

    explicit SearchTeam(int helpers);
    ~SearchTeam() { finish(); }
    SearchTeam(const SearchTeam&) = delete;
    SearchTeam& operator=(const SearchTeam&) = delete;
    SearchTeam(SearchTeam&&) = delete;
    SearchTeam& operator=(SearchTeam&&) = delete;

    const TeamSeat& main_seat() const { return main_seat_; }
    // Starts every helper on `search` (after the main thread's searcher has started the
    // tables' new search).
    void start(const HelperSearch& search);
    // Stops the helpers and waits for them; their positions are then all in helpers_total.
    void finish();

private:
    std::unique_ptr<BusyPositions> busy_ = std::make_unique<BusyPositions>();
    std::atomic<std::uint64_t> helpers_total_{0};
    StopFlag stop_;
    SearchControl helper_control_;
    TeamSeat main_seat_;
    std::vector<std::unique_ptr<EndgameTable>> near_end_tables_;
    std::vector<TeamSeat> helper_seats_;
    HelperSearch search_;
    std::vector<std::thread> threads_;
};

}  // namespace reversi
