// SPDX-License-Identifier: GPL-3.0-or-later
// The notice that saving fails; see save_notice.hpp.
#include "model/save_notice.hpp"

namespace reversi::gui {

SaveTroubleNotice::SaveTroubleNotice(MatchController& match, NoticeList& notices)
    : match_(match), notices_(notices) {
    match_.add_observer(*this);
}

SaveTroubleNotice::~SaveTroubleNotice() { match_.remove_observer(*this); }

void SaveTroubleNotice::save_failed(records::WriteError error) {
    failing_ = error;
    put_up();
}

void SaveTroubleNotice::save_recovered() {
    failing_.reset();
    notices_.take_down<SaveTrouble>();
}

void SaveTroubleNotice::phase_changed(MatchPhase /*phase*/) {
    // Only a change of words puts it up again: the list says nothing for the same notice.
    const std::optional<SaveTrouble> shown = notices_.find<SaveTrouble>();
    const bool over = match_.phase() == MatchPhase::Over;
    if (failing_ && shown && shown->match_over != over) put_up();
}

void SaveTroubleNotice::put_up() {
    notices_.put(SaveTrouble{*failing_, match_.phase() == MatchPhase::Over});
}

}  // namespace reversi::gui
