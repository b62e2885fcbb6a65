// SPDX-License-Identifier: GPL-3.0-or-later
// The composition root's wiring of the opt-in probes (the loop probe and the frame log, when
// this run asked for them) to what the frame composed: the match, the board's paints, the
// engine's traffic, the CPU's pause and the pages. The product's widgets and ports call no
// probe; they tell their moments to whoever listens, and this is the one place that listens.
#pragma once

#include <memory>

#include "app/main_frame.hpp"
#include "probes/match_marks.hpp"

namespace reversi::app {

class ProbeWiring {
public:
    // Wires the probes this run has to `parts`; call once. This outlives the frame.
    void wire(const FrameParts& parts);

private:
    // Observes the match and never leaves it: the match goes with the frame, before this.
    std::unique_ptr<MatchMarks> match_marks_;
};

}  // namespace reversi::app
