// SPDX-License-Identifier: GPL-3.0-or-later
// The game's window: menus, the home screen and the match screen, and the match itself with
// the engine behind it. It builds the pages, binds the commands and routes them to the match
// and the app's state (gui/model), and shows the screen that state names.
#pragma once

#include <wx/dialog.h>
#include <wx/frame.h>
#include <wx/simplebook.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/app_state.hpp"
#include "model/match_controller.hpp"
#include "model/match_recorder.hpp"
#include "model/pass_notice.hpp"
#include "ports/engine_move_source.hpp"
#include "ports/thread_relay.hpp"
#include "ports/wx_pause_timer.hpp"
#include "probes/automation_observer.hpp"
#include "records/player_data.hpp"
#include "records/save_folder.hpp"

namespace reversi::app {

class BoardPanel;
class HomePage;
class MatchPage;

// What the frame composes, for the composition root to wire the opt-in probes to.
struct FrameParts {
    gui::MatchController& match;
    EngineMoveSource& engine;
    WxPauseTimer& pause;
    BoardPanel& board;
    wxWindow& home_page;
    wxWindow& match_page;
};

struct AppOptions {
    std::string engine_path;      // the engine program (may not exist: the match says so)
    std::string automation_file;  // empty: no automation state
    // Called once the frame has composed its parts, before the player's data is loaded (a
    // resumed match starts then); may be empty.
    std::function<void(const FrameParts&)> on_composed;
};

class MainFrame final : public wxFrame, public gui::MatchObserver {
public:
    explicit MainFrame(const AppOptions& options);
    ~MainFrame() override;

private:
    void set_smallest_size();
    void load_settings();
    void on_show_coordinates(bool shown);
    void load_player_data();
    // Tells the damaged data on the notice list in a dialog, then takes it down.
    void tell_data_problems();
    // The pages and the automation state follow the notice list.
    void notices_changed();
    // Starting another match loses the one in progress: only when the player says so.
    bool may_replace_match();
    // Runs a modal dialog, named in the automation state while it is up.
    int show_modal(wxDialog& dialog, const std::string& name, const wxString& text,
                   std::vector<std::pair<std::string, std::string>> facts = {});
    void build_menus();
    void bind_commands();
    void start_match(Level opponent);
    // Shows `screen`'s page and notes it in the state.
    void show_screen(gui::Screen screen);
    bool on_match_screen() const { return state_.screen == gui::Screen::Match; }
    void show_home();
    void show_match();
    // A new match's page shows once the board's kept parts are drawn and its fonts found: a
    // click soon after the launch can come before idle time has done them, and done in the
    // first frame they held the loop for one long stretch; idle time does them in passes of
    // their own instead, and the page follows.
    void show_match_when_ready();
    void on_idle(wxIdleEvent& event);
    void update_commands();
    // The opt-in automation state: written by an observer of the match and the pages.
    void start_automation(const std::string& path);
    void automation_changed();

    void on_new_match();
    void on_undo();
    void on_about();
    void on_close(wxCloseEvent& event);
    void update_on_screen();

    // Undo and its menu item follow the match.
    void match_started(bool resumed) override;
    void phase_changed(gui::MatchPhase phase) override;
    void engine_failed(std::string_view detail) override;

    // Outlives everything that reads it or puts notices on it.
    gui::AppState state_;
    // Destroyed in reverse order: the match first (it cancels its pause and request), then
    // the pause, then the engine (its client ends the child process, and its relay drops the
    // replies still queued for the match before the loop could run them).
    std::unique_ptr<EngineMoveSource> engine_;
    // The writer's word that a write is done, to the window's thread (outlives the recorder,
    // whose writer posts to it until it ends).
    ThreadRelay write_reports_;
    WxPauseTimer pause_;
    std::unique_ptr<gui::MatchController> match_;
    // The notices the match raises (they observe it: they go before it).
    std::unique_ptr<gui::PassNotice> pass_notice_;
    std::unique_ptr<gui::EngineTroubleNotice> engine_notice_;
    std::unique_ptr<gui::MatchRecorder> recorder_;    // observes the match: goes before it
    std::unique_ptr<AutomationObserver> automation_;  // only with --automation-file
    bool match_page_prepared_ = false;  // its fonts found while the home screen showed
    bool match_waits_to_show_ = false;

    wxSimplebook* book_ = nullptr;
    HomePage* home_ = nullptr;
    MatchPage* match_page_ = nullptr;
};

}  // namespace reversi::app
