// SPDX-License-Identifier: GPL-3.0-or-later
// The game's window; see main_frame.hpp.
#include "app/main_frame.hpp"

#include <wx/aboutdlg.h>
#include <wx/display.h>
#include <wx/menu.h>
#include <wx/sizer.h>

#include <iostream>
#include <random>

#include "a11y/accessible_name.hpp"
#include "app/app_commands.hpp"
#include "app/app_icon.hpp"
#include "app/home_page.hpp"
#include "app/how_to_play.hpp"
#include "app/match_page.hpp"
#include "app/message_dialog.hpp"
#include "app/on_screen.hpp"
#include "app/statistics_dialog.hpp"
#include "app/wrapped_label.hpp"
#include "board/board_panel.hpp"
#include "platform/data_dir.hpp"
#include "ports/font_prefetch.hpp"
#include "translations/match_texts.hpp"
#include "translations/records_texts.hpp"

namespace reversi::app {

namespace {

constexpr int kLicenceWidthDip = 440;  // the About box's own width, about

std::uint64_t fresh_seed() {
    std::random_device device;
    return (static_cast<std::uint64_t>(device()) << 32) ^ device();
}

client::ClientOptions engine_options(const AppOptions& options) {
    client::ClientOptions engine;
    engine.command.program = options.engine_path;
    engine.log = [](std::string_view line) { std::cerr << "reversi: engine: " << line << '\n'; };
    return engine;
}

}  // namespace

MainFrame::MainFrame(const AppOptions& options)
    : wxFrame(nullptr, wxID_ANY, _("Reversi")),
      engine_(std::make_unique<ports::EngineMoveSource>(engine_options(options))),
      match_(std::make_unique<gui::MatchController>(*engine_, pause_)),
      pass_notice_(std::make_unique<gui::PassNotice>(*match_, state_.notices)),
      engine_notice_(std::make_unique<gui::EngineTroubleNotice>(*match_, state_.notices)),
      sound_output_(*this, options.sounds_folder),
      sounds_(std::make_unique<gui::MatchSounds>(*match_, state_.settings, sound_output_)),
      save_notice_(std::make_unique<gui::SaveTroubleNotice>(*match_, state_.notices)) {
    SetIcons(app_icons());

    book_ = new wxSimplebook(this);
    home_ = new HomePage(book_, state_);
    match_page_ = new MatchPage(book_, *match_, state_.notices);
    // In the order of gui::Screen, whose values are their indices.
    book_->AddPage(home_, _("Choose your opponent"));
    book_->AddPage(match_page_, _("Match"));
    // The book sizes only the page it shows; the match page follows it while hidden too, so its
    // board knows its size and draws its kept parts ahead of the first match.
    book_->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        if (!on_match_screen()) match_page_->SetSize(book_->GetClientSize());
    });
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(book_, wxSizerFlags(1).Expand());
    SetSizer(sizer);

    // The match page's fonts are looked up while the home screen shows, so its first showing
    // does not wait for Pango's font thread.
    std::vector<wxFont> fonts = ports::fonts_in(*match_page_);
    for (const wxFont& font : match_page_->drawn_fonts())
        fonts.push_back(font);
    ports::prefetch_fonts(*this, fonts);

    build_menus();
    bind_commands();
    match_->add_observer(*this);
    if (options.on_composed) {
        wiring_ =
            options.on_composed(FrameParts{*this, state_, *match_, *engine_, pause_, sound_output_,
                                           match_page_->board(), *home_, *match_page_});
    }

    // The client's size, not the window's: a window manager's frame is not known before the
    // window is shown, and a size that counted on a guess of it was cut down once the frame was
    // known, below the menu bar's and the page's own smallest height (a GTK-CRITICAL).
    SetClientSize(FromDIP(wxSize(980, 650)));
    set_smallest_size();
    show_home();
    load_player_data();
    update_commands();
    Bind(wxEVT_IDLE, &MainFrame::on_idle, this);
}

void MainFrame::set_smallest_size() {
    // Small enough for a small screen, and never so small that the longest texts this
    // language shows (the notices beside a result, a notice while saving fails) would be cut
    // off. The one place the notices are measured: each page takes those it shows.
    const std::vector<gui::Notice> notices = gui::every_shown_notice();
    wxSize content = match_page_->tallest_min_size(notices);
    content.IncTo(home_->tallest_min_size(notices));
    wxSize smallest = FromDIP(wxSize(640, 440));
    smallest.IncTo(ClientToWindowSize(content));
    // Never larger than the screen, though (a large text scale on a small screen): a window
    // that cannot fit cannot be used at all.
    const wxSize screen = wxDisplay(this).GetClientArea().GetSize();
    if (screen.x <= 0 || screen.y <= 0) return SetMinSize(smallest);
    smallest.DecTo(screen);
    SetMinSize(smallest);
    const wxSize size = GetSize();
    if (size.x > screen.x || size.y > screen.y) SetClientSize(WindowToClientSize(smallest));
}

void MainFrame::load_player_data() {
    records::PlayerData data = records::load_player_data(platform::reversi_data_dir());
    for (const records::DataProblem& problem : data.problems) {
        std::cerr << "reversi: " << problem.detail << '\n';
        if (problem.kind == records::DataProblem::Kind::RecordsLeftAlone)
            state_.records_unread = true;
    }
    recorder_ =
        std::make_unique<gui::MatchRecorder>(*match_, std::move(data.folder), data.records,
                                             [] { return std::chrono::steady_clock::now(); });
    recorder_->on_save_failed = [this](records::WriteError error) {
        save_notice_->save_failed(error);
        if (const auto trouble = state_.notices.find<gui::SaveTrouble>())
            std::cerr << "reversi: "
                      << translations::notice_text(*trouble, state_.color).utf8_string() << '\n';
    };
    recorder_->on_save_recovered = [this] { save_notice_->save_recovered(); };
    recorder_->on_counted = [this] {
        match_page_->show_record(recorder_->records(), !state_.records_unread);
    };
    // A failure is told as soon as the writer meets it, not at the next move.
    recorder_->wake_after_each_write([this] {
        write_reports_.post([this] {
            if (recorder_) recorder_->report_writes();
        });
    });
    recorder_->on_settings_not_saved = [](const records::WriteResult& result) {
        std::cerr << "reversi: settings not saved: " << result.step << " failed\n";
    };
    // Before the resumed match's first save: reading may mark the settings file as left alone.
    load_settings();
    if (data.saved_match) {
        // The match left last time goes on where it was, with nothing to undo yet.
        state_.last_opponent = data.saved_match->opponent;
        recorder_->resume(*data.saved_match);
        show_match();
    }
    // Told once the window is on screen, over whichever screen it opened on (never under it).
    if (!data.problems.empty()) {
        state_.notices.put(gui::DamagedData{std::move(data.problems)});
        once_on_screen(*this, [this] { tell_data_problems(); });
    }
}

void MainFrame::tell_data_problems() {
    const std::optional<gui::DamagedData> damaged = state_.notices.find<gui::DamagedData>();
    if (!damaged) return;
    std::vector<wxString> paragraphs;
    paragraphs.reserve(damaged->problems.size());
    for (const records::DataProblem& problem : damaged->problems)
        paragraphs.push_back(translations::data_problem_notice(problem));
    MessageDialog dialog(this, _("Some of your saved data could not be used"), paragraphs, _("OK"));
    show_modal(dialog, {"data-problems", dialog.text(), {}});
    state_.notices.take_down<gui::DamagedData>();
}

bool MainFrame::may_replace_match() {
    if (!match_->in_progress()) return true;
    MessageDialog dialog(
        this, _("Start a new match?"),
        {_("The match under way ends here and cannot be resumed. It stays counted as played, "
           "not as a loss.")},
        // TRANSLATORS: the question's two buttons; each keeps one "&" before its access key,
        // on different letters.
        _("&Keep playing"), _("&Start a new match"));
    return show_modal(dialog, {"new-match", dialog.text(), {}}) == wxID_OK;
}

int MainFrame::show_modal(wxDialog& dialog, const ShownDialog& shown) {
    if (events_.dialog_opened) events_.dialog_opened(shown);
    const int answer = dialog.ShowModal();
    if (events_.dialog_closed) events_.dialog_closed();
    return answer;
}

void MainFrame::load_settings() {
    // A bad settings file costs only a view setting: the defaults apply, the file is set aside.
    const records::SettingsLoad loaded = recorder_->load_settings();
    if (loaded.problem == records::LoadProblem::NoPermission) {
        std::cerr << "reversi: settings not read: " << loaded.detail << '\n';
    } else if (loaded.problem) {
        std::cerr << "reversi: settings set aside: " << loaded.detail << '\n';
    }
    state_.settings = loaded.settings;
    state_.color = loaded.settings.color;
    home_->show_color();
    match_page_->board().show_coordinates(state_.settings.coordinates);
    if (wxMenuBar* bar = GetMenuBar()) {
        bar->Check(kIdShowCoordinates, state_.settings.coordinates);
        bar->Check(kIdSound, state_.settings.sound);
    }
}

void MainFrame::remember_color() {
    if (!recorder_ || state_.settings.color == state_.color) return;
    state_.settings.color = state_.color;
    recorder_->save_settings(state_.settings);
}

void MainFrame::on_show_coordinates(bool shown) {
    state_.settings.coordinates = shown;
    match_page_->board().show_coordinates(shown);
    // On the writer thread with the records: the window's thread never waits for the disk.
    recorder_->save_settings(state_.settings);
    view_changed();
}

void MainFrame::on_sound(bool on) {
    state_.settings.sound = on;  // the match's sounds read it at each moment
    recorder_->save_settings(state_.settings);
    view_changed();
}

MainFrame::~MainFrame() {
    wiring_.reset();  // the probes go first: they observe everything below
    match_->remove_observer(*this);
    recorder_.reset();
    // The pages observe the match: they go while it still exists.
    DestroyChildren();
}

void MainFrame::build_menus() {
    auto* game = new wxMenu;
    // TRANSLATORS: keep "\tCtrl+N" as it is (also in the Undo and Quit items): GTK shows the
    // shortcut in the player's language by itself ("Strg+N" in German).
    game->Append(kIdNewMatch, _("&New match\tCtrl+N"));
    game->Append(wxID_UNDO, _("&Undo\tCtrl+Z"));
    game->Append(kIdChooseOpponent, _("&Choose opponent…"));
    game->Append(kIdStatistics, _("Your &records…"));
    game->AppendSeparator();
    game->Append(wxID_EXIT, _("&Quit\tCtrl+Q"));
    auto* view = new wxMenu;
    view->AppendCheckItem(kIdShowCoordinates, _("Show &coordinates"));
    view->AppendCheckItem(kIdSound, _("&Sound"),
                          _("A short sound when a disc is placed, when discs turn and when a "
                            "match ends"));
    auto* help = new wxMenu;
    help->Append(wxID_HELP, _("&How to play\tF1"));
    help->Append(wxID_ABOUT, _("&About Reversi"));
    auto* bar = new wxMenuBar;
    bar->Append(game, _("&Game"));
    bar->Append(view, _("&View"));
    bar->Append(help, _("&Help"));
    SetMenuBar(bar);
}

void MainFrame::bind_commands() {
    // Menu items and buttons with the same id do the same thing, once the event that asked
    // for it has returned: a screen reader presses a button or a menu item through a D-Bus call
    // that waits for the click to be handled, and a modal dialog opened inside it would hold
    // that call, and the toolkit's accessibility bridge with it, until the dialog closed.
    auto both = [this](int id, auto handler) {
        Bind(
            wxEVT_MENU, [this, handler](wxCommandEvent&) { CallAfter(handler); }, id);
        Bind(
            wxEVT_BUTTON, [this, handler](wxCommandEvent&) { CallAfter(handler); }, id);
    };
    both(kIdNewMatch, [this] { on_new_match(); });
    both(wxID_UNDO, [this] { on_undo(); });
    both(kIdChooseOpponent, [this] { show_home(); });
    both(kIdContinueMatch, [this] { show_match(); });
    both(kIdRetryEngine, [this] { match_->retry_cpu(); });
    both(kIdPlayEasy, [this] { start_match(Level::Easy); });
    both(kIdPlayNormal, [this] { start_match(Level::Normal); });
    both(kIdPlayHard, [this] { start_match(Level::Hard); });
    both(kIdStatistics,
         [this] { show_statistics(this, recorder_->records(), state_.records_unread); });
    both(wxID_HELP, [this] {
        HowToPlayDialog rules(this);
        show_modal(rules, {"rules",
                           wxString(),
                           {{"rules-text-height", std::to_string(rules.text_height())},
                            {"rules-view-height", std::to_string(rules.view_height())}}});
    });
    both(wxID_EXIT, [this] { Close(); });
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::on_close, this);
    Bind(wxEVT_ICONIZE, [this](wxIconizeEvent& event) {
        update_on_screen();
        event.Skip();
    });
    Bind(wxEVT_SHOW, [this](wxShowEvent& event) {
        update_on_screen();
        event.Skip();
    });
    // Another program (or one of our dialogs) in the foreground pauses the play time. Only
    // the event counts: without a window manager none may ever come, and the window is
    // taken as active from the start.
    Bind(wxEVT_ACTIVATE, [this](wxActivateEvent& event) {
        if (recorder_) recorder_->window_active(event.GetActive());
        event.Skip();
    });
    both(wxID_ABOUT, [this] { on_about(); });
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& event) { on_show_coordinates(event.IsChecked()); },
        kIdShowCoordinates);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& event) { on_sound(event.IsChecked()); }, kIdSound);
}

void MainFrame::start_match(Level opponent) {
    if (!may_replace_match()) return;
    state_.last_opponent = opponent;
    remember_color();
    match_->start_new(opponent, state_.color, fresh_seed());
    show_match_when_ready();
}

void MainFrame::show_match_when_ready() {
    match_waits_to_show_ = !match_page_->board().kept_parts_ready() || !match_page_prepared_;
    if (match_waits_to_show_) {
        wxWakeUpIdle();
    } else {
        show_match();
    }
}

void MainFrame::on_idle(wxIdleEvent& event) {
    event.Skip();
    // Idle events reach the frame before the board, whose slices keep them coming.
    if (!match_page_->board().kept_parts_ready()) return;
    // Then the match page's fonts are found (finding them may wait), while the home screen
    // shows or before a waiting match's page shows, in a pass of the loop of its own.
    if (!match_page_prepared_ && (match_waits_to_show_ || state_.screen == gui::Screen::Home)) {
        match_page_prepared_ = true;
        match_page_->prepare_first_showing();
        event.RequestMore();
        return;
    }
    if (match_waits_to_show_) show_match();
}

void MainFrame::show_screen(gui::Screen screen) {
    state_.screen = screen;
    book_->ChangeSelection(static_cast<std::size_t>(screen));
}

void MainFrame::show_home() {
    match_waits_to_show_ = false;
    const gui::MatchPhase phase = match_->phase();
    home_->show_continue(phase != gui::MatchPhase::NoMatch && phase != gui::MatchPhase::Over);
    show_screen(gui::Screen::Home);
    update_on_screen();
    update_commands();
    view_changed();
}

void MainFrame::show_match() {
    if (!match_->has_match()) return;
    match_waits_to_show_ = false;
    show_screen(gui::Screen::Match);
    match_page_->board().SetFocus();
    update_on_screen();
    update_commands();
    view_changed();
}

void MainFrame::on_new_match() {
    // The next match is one click: the same opponent, the colour chosen on the home screen.
    if (!state_.last_opponent) return show_home();
    start_match(*state_.last_opponent);
}

void MainFrame::on_undo() {
    if (!on_match_screen()) return;
    match_->undo();
}

void MainFrame::on_about() {
    wxAboutDialogInfo info;
    info.SetName(_("Reversi"));
    info.SetVersion(REVERSI_VERSION);
    info.SetIcon(app_icon_of(128));
    const wxString description =
        _("Reversi against the computer, on your own device. Three opponents, "
          "free unlimited undo, and nothing that leaves your device.");
    info.SetDescription(description);
    info.SetCopyright(wxString::FromUTF8("\u00A9 2026 The Reversi maintainers"));
    // GTK's About box shows the licence unwrapped: one line would make the box wider than a
    // small screen.
    info.SetLicence(wrapped_text(
        *this,
        _("Reversi is free software: you can pass it on and change it under the terms of the "
          "GNU General Public License, version 3 or (as you choose) any later version. It comes "
          "with no warranty."),
        FromDIP(kLicenceWidthDip)));
    wxAboutBox(info, this);
    a11y::describe_about_dialogs(info.GetName() + " " + info.GetVersion() + ". " + description);
}

void MainFrame::on_close(wxCloseEvent& event) {
    // The window goes at once; what is left is for the player's data and the engine. The match
    // under way and the records are saved once more (only what changed: each write waits for
    // the disk), and the engine ends with the frame.
    Hide();
    remember_color();
    if (recorder_) recorder_->close();
    event.Skip();    // the default handler destroys the frame, at the next idle time...
    wxWakeUpIdle();  // ...which a hidden window, receiving no events, would otherwise wait for
}

void MainFrame::update_on_screen() {
    // Play time counts while the match is in front of the player, not behind the home screen
    // or a minimised window.
    if (!recorder_) return;
    recorder_->window_visible(IsShown() && !IsIconized());
    recorder_->match_screen_shown(on_match_screen());
}

void MainFrame::update_commands() {
    if (wxMenuBar* bar = GetMenuBar())
        bar->Enable(wxID_UNDO, on_match_screen() && match_->can_undo());
    if (wxWindow* undo = FindWindow(wxID_UNDO)) undo->Enable(match_->can_undo());
}

// --- the match's notifications -------------------------------------------------------------

void MainFrame::match_started(bool /*resumed*/) { update_commands(); }

void MainFrame::phase_changed(gui::MatchPhase /*phase*/) { update_commands(); }

void MainFrame::engine_failed(std::string_view detail) {
    std::cerr << "reversi: the engine gave no move: " << detail << '\n';
}

void MainFrame::view_changed() const {
    if (events_.view_changed) events_.view_changed();
}

}  // namespace reversi::app
