// SPDX-License-Identifier: GPL-3.0-or-later
// The opt-in probes wired to the frame's parts; see probe_wiring.hpp.
#include "app/probe_wiring.hpp"

#include "board/board_panel.hpp"
#include "probes/frame_log.hpp"
#include "probes/loop_probe.hpp"

namespace reversi::app {

namespace {

// The loop probe's marks: what the window's thread was doing between its waits for events.
void mark_moments(const FrameParts& parts) {
    parts.engine.watch({
        .requested = [] { LoopProbe::mark("engine-request"); },
        .reply_read = [] { LoopProbe::mark("engine-reply-io"); },
        .reply_landed = [] { LoopProbe::mark("engine-reply-window"); },
    });
    parts.pause.watch({
        .started = [] { LoopProbe::mark("pause-start"); },
        .elapsed = [] { LoopProbe::mark("pause-elapsed"); },
    });
    parts.match_page.Bind(wxEVT_SHOW, [](wxShowEvent& event) {
        if (event.IsShown()) LoopProbe::mark("match-shown");
        event.Skip();
    });
}

// The board's paints, to the loop probe and the frame log, whichever this run has.
void time_paints(BoardPanel& board) {
    const bool marks = LoopProbe::active();
    FrameLog* const log = FrameLog::active();
    if (!marks && log == nullptr) return;
    board.tell_paints({
        .started =
            [marks] {
                if (marks) LoopProbe::mark("board-paint-start");
            },
        .finished =
            [marks, log](const BoardPaint& paint) {
                if (marks)
                    LoopProbe::mark(paint.rebuilt ? "board-paint-end rebuilt" : "board-paint-end");
                if (log != nullptr) {
                    log->board_painted(paint.start, paint.end, paint.animating, paint.rebuilt,
                                       paint.width, paint.height);
                }
            },
    });
}

}  // namespace

void ProbeWiring::wire(const FrameParts& parts) {
    if (LoopProbe::active()) {
        match_marks_ = std::make_unique<MatchMarks>();
        parts.match.add_observer(*match_marks_);
        mark_moments(parts);
    }
    time_paints(parts.board);
    // Launch to first paint, for the benchmark: the home screen or a resumed match's board.
    if (FrameLog::active() != nullptr) {
        parts.home_page.Bind(wxEVT_PAINT, [](wxPaintEvent& event) {
            if (FrameLog* log = FrameLog::active()) log->first_paint();
            event.Skip();
        });
    }
}

}  // namespace reversi::app
