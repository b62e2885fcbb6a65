// SPDX-License-Identifier: GPL-3.0-or-later
// Line collection for live sessions.
#include "live_session.hpp"

#include <algorithm>

namespace reversi::testing_support {

std::vector<std::string> WatchedOutput::lines() const {
    const std::lock_guard lock(mutex_);
    return lines_;
}

std::size_t WatchedOutput::count_starting(std::string_view prefix) const {
    return static_cast<std::size_t>(
        std::count_if(lines_.begin(), lines_.end(),
                      [&](const std::string& line) { return line.starts_with(prefix); }));
}

bool WatchedOutput::wait_for(std::string_view prefix, std::size_t skip,
                             std::chrono::milliseconds limit) const {
    std::unique_lock lock(mutex_);
    return arrived_.wait_for(lock, limit, [&] { return count_starting(prefix) > skip; });
}

WatchedOutput::int_type WatchedOutput::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    {
        const std::lock_guard lock(mutex_);
        if (traits_type::to_char_type(c) == '\n') {
            lines_.push_back(std::move(partial_));
            partial_.clear();
        } else {
            partial_.push_back(traits_type::to_char_type(c));
        }
    }
    arrived_.notify_all();
    return c;
}

std::size_t index_of(const std::vector<std::string>& lines, std::string_view prefix) {
    const auto found = std::find_if(lines.begin(), lines.end(), [&](const std::string& line) {
        return line.starts_with(prefix);
    });
    return static_cast<std::size_t>(found - lines.begin());
}

}  // namespace reversi::testing_support
