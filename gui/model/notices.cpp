// SPDX-License-Identifier: GPL-3.0-or-later
// The notices a player is told; see notices.hpp.
#include "model/notices.hpp"

#include <algorithm>
#include <utility>

namespace reversi::gui {

namespace {
// One case a kind: a kind without its place does not compile.
struct Place {
    NoticePlace operator()(const SkippedTurn&) const { return NoticePlace::BesideBoard; }
    NoticePlace operator()(const SaveTrouble&) const { return NoticePlace::BesideBoardAndHome; }
    NoticePlace operator()(const EngineTrouble&) const { return NoticePlace::WithRetry; }
    NoticePlace operator()(const DamagedData&) const { return NoticePlace::Dialog; }
};
}  // namespace

NoticePlace place_of(const Notice& notice) { return std::visit(Place{}, notice); }

std::vector<Notice> every_shown_notice() {
    // The other write errors share these three texts.
    return {SkippedTurn{Color::Black},
            SkippedTurn{Color::White},
            SaveTrouble{records::WriteError::NoSpace},
            SaveTrouble{records::WriteError::ReadOnly},
            SaveTrouble{records::WriteError::Io},
            SaveTrouble{records::WriteError::NoSpace, true},
            SaveTrouble{records::WriteError::ReadOnly, true},
            SaveTrouble{records::WriteError::Io, true},
            EngineTrouble{},
            EngineTrouble{.never_started = true}};
}

void NoticeList::put(Notice notice) {
    const Notice raised = notice;  // told after the list changed, which a listener may change
    const auto kind = notice.index();
    const auto at = std::find_if(notices_.begin(), notices_.end(),
                                 [kind](const Notice& n) { return n.index() >= kind; });
    bool changed = true;
    if (at != notices_.end() && at->index() == kind) {
        changed = *at != notice;
        *at = std::move(notice);
    } else {
        notices_.insert(at, std::move(notice));
    }
    if (changed) tell([](NoticeListener& listener) { listener.notices_changed(); });
    tell([&raised](NoticeListener& listener) { listener.notice_raised(raised); });
}

void NoticeList::take_down_at(std::size_t kind) {
    if (std::erase_if(notices_, [kind](const Notice& n) { return n.index() == kind; }) > 0)
        tell([](NoticeListener& listener) { listener.notices_changed(); });
}

void NoticeList::add_listener(NoticeListener& listener) const { listeners_.push_back(&listener); }

void NoticeList::remove_listener(NoticeListener& listener) const {
    std::erase(listeners_, &listener);
}

EngineTroubleNotice::EngineTroubleNotice(MatchController& match, NoticeList& notices)
    : match_(match), notices_(notices) {
    match_.add_observer(*this);
}

EngineTroubleNotice::~EngineTroubleNotice() { match_.remove_observer(*this); }

void EngineTroubleNotice::phase_changed(MatchPhase phase) {
    if (phase == MatchPhase::CpuFailed) {
        notices_.put(EngineTrouble{.never_started = match_.cpu_never_started()});
    } else {
        notices_.take_down<EngineTrouble>();
    }
}

}  // namespace reversi::gui
