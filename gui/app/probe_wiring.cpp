// SPDX-License-Identifier: GPL-3.0-or-later
// The opt-in probes wired to the frame's parts; see probe_wiring.hpp.
#include "app/probe_wiring.hpp"

#include "app/home_page.hpp"
#include "app/match_page.hpp"
#include "board/board_panel.hpp"
#include "probes/frame_log.hpp"
#include "probes/loop_probe.hpp"

namespace reversi::app {

namespace {

// The loop probe's marks: what the window's thread was doing between its waits for events.
void mark_moments(const FrameParts& parts) {
    parts.engine.watch({
        .requested = [] { probes::LoopProbe::mark("engine-request"); },
        .reply_read = [] { probes::LoopProbe::mark("engine-reply-io"); },
        .reply_landed = [] { probes::LoopProbe::mark("engine-reply-window"); },
    });
    parts.pause.watch({
        .started = [] { probes::LoopProbe::mark("pause-start"); },
        .elapsed = [] { probes::LoopProbe::mark("pause-elapsed"); },
    });
    parts.match_page.Bind(wxEVT_SHOW, [](wxShowEvent& event) {
        if (event.IsShown()) probes::LoopProbe::mark("match-shown");
        event.Skip();
    });
}

// The board's paints, to the loop probe and the frame log, whichever this run has.
void time_paints(board::BoardPanel& board) {
    const bool marks = probes::LoopProbe::active();
    probes::FrameLog* const log = probes::FrameLog::active();
    if (!marks && log == nullptr) return;
    board.tell_paints({
        .started =
            [marks] {
                if (marks) probes::LoopProbe::mark("board-paint-start");
            },
        .finished =
            [marks, log](const board::BoardPaint& paint) {
                if (marks)
                    probes::LoopProbe::mark(paint.rebuilt ? "board-paint-end rebuilt"
                                                          : "board-paint-end");
                if (log != nullptr) {
                    log->board_painted(paint.start, paint.end, paint.animating, paint.rebuilt,
                                       paint.width, paint.height);
                }
            },
    });
}

}  // namespace

ProbeWiring::ProbeWiring(const FrameParts& parts, const std::string& automation_file)
    : parts_(parts) {
    if (!automation_file.empty()) start_automation(automation_file);
    if (probes::LoopProbe::active()) {
        match_marks_ = std::make_unique<probes::MatchMarks>();
        parts.match.add_observer(*match_marks_);
        mark_moments(parts);
    }
    time_paints(parts.board);
    // Launch to first paint, for the benchmark: the home screen or a resumed match's board.
    if (probes::FrameLog::active() != nullptr) {
        parts.home_page.Bind(wxEVT_PAINT, [](wxPaintEvent& event) {
            if (probes::FrameLog* log = probes::FrameLog::active()) log->first_paint();
            event.Skip();
        });
    }
}

ProbeWiring::~ProbeWiring() {
    // The parts live on a little longer than the probes: nothing may call into them then.
    if (automation_) {
        parts_.frame.tell({});
        parts_.board.on_cursor_changed({});
        parts_.sounds.watch({});
    }
    if (match_marks_) parts_.match.remove_observer(*match_marks_);
}

void ProbeWiring::start_automation(const std::string& path) {
    probes::AutomationSources sources;
    const gui::AppState& state = parts_.state;
    sources.on_match_screen = [&state] { return state.screen == gui::Screen::Match; };
    HomePage& home = parts_.home_page;
    sources.home = [&home](const probes::ScreenRects& screen) { return home.published(screen); };
    MatchPage& page = parts_.match_page;
    sources.match_page = [&page](const probes::ScreenRects& screen) {
        return page.published(screen);
    };
    ports::EngineMoveSource& engine = parts_.engine;
    sources.engine_pid = [&engine] { return engine.engine_pid(); };
    sources.sound_on = [&state] { return state.settings.sound; };
    automation_ = std::make_unique<probes::AutomationObserver>(path, parts_.frame, parts_.match,
                                                               state.notices, std::move(sources));

    probes::AutomationObserver& observer = *automation_;
    parts_.board.on_cursor_changed([&observer] { observer.changed(); });
    parts_.sounds.watch([&observer](gui::Sound sound) { observer.sound_asked(sound); });
    parts_.frame.tell({
        .view_changed = [&observer] { observer.changed(); },
        .dialog_opened =
            [&observer](const ShownDialog& shown) {
                observer.dialog_opened(shown.name, shown.text, shown.facts);
            },
        .dialog_closed = [&observer] { observer.dialog_closed(); },
    });
}

}  // namespace reversi::app
