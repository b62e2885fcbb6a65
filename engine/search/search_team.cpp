// SPDX-License-Identifier: GPL-3.0-or-later
#include "search/search_team.hpp"

namespace reversi {

SearchTeam::SearchTeam(int helpers) {
    helper_control_.stop = &stop_;
    main_seat_ = {busy_.get(), &helpers_total_, nullptr, false};
    for (int i = 0; i < helpers; ++i) {
        near_end_tables_.push_back(std::make_unique<EndgameTable>(EndgameTable::kNearEndIndexBits));
        helper_seats_.push_back(
            {busy_.get(), &helpers_total_, near_end_tables_.back().get(), true});
    }
}

void SearchTeam::start(const HelperSearch& search) {
    search_ = search;
    for (std::size_t i = 0; i < helper_seats_.size(); ++i) {
        threads_.emplace_back(
            [this, i] { search_(helper_seats_[i], helper_control_, static_cast<int>(i) + 1); });
    }
}

void SearchTeam::finish() {
    stop_.raise();
    for (std::thread& thread : threads_)
        thread.join();
    threads_.clear();
}

}  // namespace reversi
