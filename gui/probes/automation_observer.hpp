// SPDX-License-Identifier: GPL-3.0-or-later
// Keeps the opt-in automation state file (`--automation-file`) in step with the window: it
// listens to the match, the notice list and the window's size and place (and is told the rest
// by whoever wires it), and after each change writes what the frame, the match and the pages'
// published views say, in the format of tests/gui_e2e/README.md.
#pragma once

#include <wx/toplevel.h>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/match_controller.hpp"
#include "model/notices.hpp"
#include "model/sound_output.hpp"
#include "probes/automation_state.hpp"
#include "probes/loop_lateness.hpp"
#include "probes/published_views.hpp"
#include "probes/screen_rects.hpp"

namespace reversi::probes {

// Where the observer reads what it writes; each is asked at writing time.
struct AutomationSources {
    std::function<bool()> on_match_screen;
    std::function<HomePageView(const ScreenRects&)> home;
    std::function<MatchPageView(const ScreenRects&)> match_page;
    std::function<std::optional<int>()> engine_pid;
    std::function<bool()> sound_on;  // View > Sound
};

class AutomationObserver final : public gui::MatchObserver, public gui::NoticeListener {
public:
    // `window`, `match` and `notices` outlive the observer. With REVERSI_LOOP_LATENESS set it
    // also measures how late the event loop runs.
    AutomationObserver(std::string path, wxTopLevelWindow& window, gui::MatchController& match,
                       const gui::NoticeList& notices, AutomationSources sources);
    ~AutomationObserver() override;
    AutomationObserver(const AutomationObserver&) = delete;
    AutomationObserver& operator=(const AutomationObserver&) = delete;

    // Something on screen changed: the file is rewritten once the current event is done.
    void changed();
    // A modal dialog is up (named `name`, saying `text`, with extra `facts`), or no more.
    void dialog_opened(const std::string& name, const wxString& text,
                       std::vector<std::pair<std::string, std::string>> facts);
    void dialog_closed();
    // The match asked for `sound` (counted whether or not a device played it).
    void sound_asked(gui::Sound sound);

private:
    void match_started(bool resumed) override;
    void taken_back() override { changed(); }
    void disc_placed(Color, int, Bitboard) override { changed(); }
    void turn_skipped(Color) override { changed(); }
    void phase_changed(gui::MatchPhase) override { changed(); }
    void match_over(MatchResult, bool) override { changed(); }
    void engine_failed(std::string_view) override { changed(); }
    void notices_changed() override { changed(); }
    // The window was resized or moved.
    void window_moved(wxEvent& event);

    void write();
    void add_home(AutomationSnapshot& s, const ScreenRects& screen) const;
    void add_match(AutomationSnapshot& s, const MatchPageView& page, bool on_match) const;
    void add_board_look(AutomationSnapshot& s, const BoardView& board) const;

    AutomationState file_;
    wxTopLevelWindow& window_;
    gui::MatchController& match_;
    const gui::NoticeList& notices_;
    AutomationSources sources_;
    std::unique_ptr<LoopLateness> lateness_;
    bool pending_ = false;
    // Cleared when the observer goes, so a write queued for later finds nothing to do.
    std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);
    std::string dialog_;
    wxString dialog_text_;
    std::vector<std::pair<std::string, std::string>> dialog_facts_;
    std::array<int, 3> sounds_asked_{};  // by gui::Sound
};

}  // namespace reversi::probes
