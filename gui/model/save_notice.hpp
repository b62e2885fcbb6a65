// SPDX-License-Identifier: GPL-3.0-or-later
// The notice that saving fails, in words that fit where the match stands: during a match the
// game tries again after the player's next move; once it is over there is no next move, and the
// result waits for the next match. It goes up when a save first fails, is put up again in the
// other words when the match ends or a new one starts (so a screen reader hears the change),
// and goes down when a save works again.
#pragma once

#include <optional>

#include "model/match_controller.hpp"
#include "model/notices.hpp"
#include "records/atomic_file.hpp"

namespace reversi::gui {

class SaveTroubleNotice final : public MatchObserver {
public:
    SaveTroubleNotice(MatchController& match, NoticeList& notices);
    ~SaveTroubleNotice() override;
    SaveTroubleNotice(const SaveTroubleNotice&) = delete;
    SaveTroubleNotice& operator=(const SaveTroubleNotice&) = delete;

    // What the recorder reports: saving started failing with `error`; a save worked again.
    void save_failed(records::WriteError error);
    void save_recovered();

private:
    void phase_changed(MatchPhase phase) override;
    void put_up();

    MatchController& match_;
    NoticeList& notices_;
    std::optional<records::WriteError> failing_;  // set while the notice is up
};

}  // namespace reversi::gui
