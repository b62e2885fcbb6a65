// SPDX-License-Identifier: GPL-3.0-or-later
// The pass notice's lifetime; see pass_notice.hpp.
#include "model/pass_notice.hpp"

namespace reversi::gui {

PassNotice::PassNotice(MatchController& match, NoticeList& notices)
    : match_(match), notices_(notices) {
    match_.add_observer(*this);
}

PassNotice::~PassNotice() { match_.remove_observer(*this); }

void PassNotice::match_started(bool /*resumed*/) { set(std::nullopt); }

void PassNotice::disc_placed(Color side, int /*square*/, Bitboard /*turned*/) {
    // The CPU's move after the player was skipped is part of what the notice announces.
    if (side == match_.player_color()) set(std::nullopt);
}

void PassNotice::turn_skipped(Color side) { set(side); }

void PassNotice::taken_back() { set(std::nullopt); }

void PassNotice::match_over(MatchResult /*result*/, bool /*first_time*/) { set(std::nullopt); }

void PassNotice::set(std::optional<Color> skipped) {
    if (skipped) {
        notices_.put(SkippedTurn{*skipped});
    } else {
        notices_.take_down<SkippedTurn>();
    }
}

}  // namespace reversi::gui
