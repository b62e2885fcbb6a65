// SPDX-License-Identifier: GPL-3.0-or-later
// The game's window: menus, the home screen and the match screen, and the match itself with
// the engine behind it. It builds the pages, binds the commands and routes them to the match
// and the app's state (gui/model), and shows the screen that state names.
#pragma once

#include <wx/dialog.h>
#include <wx/frame.h>
#include <wx/simplebook.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/app_state.hpp"
#include "model/match_controller.hpp"
#include "model/match_recorder.hpp"
#include "model/match_sounds.hpp"
#include "model/pass_notice.hpp"
#include "model/save_notice.hpp"
#include "ports/canberra_sounds.hpp"
#include "ports/engine_move_source.hpp"
#include "ports/thread_relay.hpp"
#include "ports/wx_pause_timer.hpp"
#include "records/player_data.hpp"
#include "records/save_folder.hpp"

namespace reversi::board {
class BoardPanel;
}

namespace reversi::app {

class HomePage;
class MainFrame;
class MatchPage;

// What the frame composes, for the composition root to wire the opt-in probes to.
struct FrameParts {
    MainFrame& frame;
    const gui::AppState& state;
    gui::MatchController& match;
    ports::EngineMoveSource& engine;
    ports::WxPauseTimer& pause;
    ports::CanberraSounds& sounds;
    board::BoardPanel& board;
    HomePage& home_page;
    MatchPage& match_page;
};

// What the composition root wired to the frame's parts; the frame keeps it and lets it go
// before them.
class FrameWiring {
public:
    virtual ~FrameWiring() = default;
};

struct AppOptions {
    std::string engine_path;  // the engine program (may not exist: the match says so)
    std::optional<std::filesystem::path> sounds_folder;  // none: the game is silent
    // Called once the frame has composed its parts, before the player's data is loaded (a
    // resumed match starts then); may be empty.
    std::function<std::unique_ptr<FrameWiring>(const FrameParts&)> on_composed;
};

// A modal dialog the frame shows: a name for tests, its text, and what else a test may check.
struct ShownDialog {
    std::string name;
    wxString text;
    std::vector<std::pair<std::string, std::string>> facts;
};

// The frame's own moments, which its parts do not tell. Whoever composes the frame may listen
// (the automation state does, when a run asks for it); the frame decides nothing by them.
struct FrameEvents {
    std::function<void()> view_changed;  // a screen shown, a view setting changed
    std::function<void(const ShownDialog&)> dialog_opened;
    std::function<void()> dialog_closed;
};

class MainFrame final : public wxFrame, public gui::MatchObserver {
public:
    explicit MainFrame(const AppOptions& options);
    ~MainFrame() override;

    // From now on, tells `events`.
    void tell(FrameEvents events) { events_ = std::move(events); }

private:
    void set_smallest_size();
    void load_settings();
    void on_show_coordinates(bool shown);
    void on_sound(bool on);
    // Keeps the colour chosen for the next match in the settings, when it changed.
    void remember_color();
    void load_player_data();
    // Tells the damaged data on the notice list in a dialog, then takes it down.
    void tell_data_problems();
    // Starting another match loses the one in progress: only when the player says so.
    bool may_replace_match();
    // Runs a modal dialog, told to the listener (and so named in the automation state) while
    // it is up.
    int show_modal(wxDialog& dialog, const ShownDialog& shown);
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
    void view_changed() const;

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
    std::unique_ptr<ports::EngineMoveSource> engine_;
    // The writer's word that a write is done, to the window's thread (outlives the recorder,
    // whose writer posts to it until it ends).
    ports::ThreadRelay write_reports_;
    ports::WxPauseTimer pause_;
    std::unique_ptr<gui::MatchController> match_;
    // The notices the match raises (they observe it: they go before it).
    std::unique_ptr<gui::PassNotice> pass_notice_;
    std::unique_ptr<gui::EngineTroubleNotice> engine_notice_;
    // The match's sounds, heard while View > Sound is on (they observe it: they go before it).
    ports::CanberraSounds sound_output_;
    std::unique_ptr<gui::MatchSounds> sounds_;
    std::unique_ptr<gui::SaveTroubleNotice> save_notice_;
    std::unique_ptr<gui::MatchRecorder> recorder_;  // observes the match: goes before it
    std::unique_ptr<FrameWiring> wiring_;           // observes the parts: goes first
    FrameEvents events_;
    bool match_page_prepared_ = false;  // its fonts found while the home screen showed
    bool match_waits_to_show_ = false;

    wxSimplebook* book_ = nullptr;
    HomePage* home_ = nullptr;
    MatchPage* match_page_ = nullptr;
};

}  // namespace reversi::app
