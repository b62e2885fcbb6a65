// SPDX-License-Identifier: GPL-3.0-or-later
// The composition root's wiring of the opt-in probes (the automation state, the loop probe and
// the frame log, when this run asked for them) to what the frame composed: the match, the
// notice list, the frame's own moments, the board's paints and cursor, the engine's traffic,
// the CPU's pause and the pages. The product's widgets, ports and frame call no probe; they tell
// their moments to whoever listens, and this is the one place that listens.
#pragma once

#include <memory>
#include <string>

#include "app/main_frame.hpp"
#include "probes/automation_observer.hpp"
#include "probes/match_marks.hpp"

namespace reversi::app {

class ProbeWiring final : public FrameWiring {
public:
    // Wires the probes this run has to `parts`, which outlive this; an empty
    // `automation_file` asks for no automation state.
    ProbeWiring(const FrameParts& parts, const std::string& automation_file);
    ~ProbeWiring() override;
    ProbeWiring(const ProbeWiring&) = delete;
    ProbeWiring& operator=(const ProbeWiring&) = delete;

private:
    void start_automation(const std::string& path);

    const FrameParts parts_;
    std::unique_ptr<probes::MatchMarks> match_marks_;         // with the loop probe only
    std::unique_ptr<probes::AutomationObserver> automation_;  // with --automation-file only
};

}  // namespace reversi::app
