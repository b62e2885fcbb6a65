// SPDX-License-Identifier: GPL-3.0-or-later
// The notice beside the board that says whose turn the rules skipped. It appears with the pass
// and stays until the player's next action (a move, an undo, another match), so a pass is never
// missed; the end of the match clears it, since the result says all there is to say then.
#pragma once

#include <optional>

#include "model/match_controller.hpp"
#include "model/notices.hpp"

namespace reversi::gui {

// Keeps a SkippedTurn on the notice list for as long as the notice is up.
class PassNotice final : public MatchObserver {
public:
    PassNotice(MatchController& match, NoticeList& notices);
    ~PassNotice() override;
    PassNotice(const PassNotice&) = delete;
    PassNotice& operator=(const PassNotice&) = delete;

private:
    void match_started(bool resumed) override;
    void disc_placed(Color side, int square, Bitboard turned) override;
    void turn_skipped(Color side) override;
    void taken_back() override;
    void match_over(MatchResult result, bool first_time) override;

    void set(std::optional<Color> skipped);

    MatchController& match_;
    NoticeList& notices_;
};

}  // namespace reversi::gui
