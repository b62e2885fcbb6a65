// SPDX-License-Identifier: GPL-3.0-or-later
// The match's moments in the loop probe's file (loop_probe.hpp): a new match started, a disc
// placed. The stall benchmark measures the window's thread between these two.
#pragma once

#include "model/match_observer.hpp"
#include "probes/loop_probe.hpp"

namespace reversi::probes {

class MatchMarks final : public gui::MatchObserver {
public:
    void match_started(bool resumed) override {
        if (!resumed) LoopProbe::mark("start-match");
    }
    void disc_placed(Color /*side*/, int /*square*/, Bitboard /*turned*/) override {
        LoopProbe::mark("disc-placed");
    }
};

}  // namespace reversi::probes
