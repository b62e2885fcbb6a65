// SPDX-License-Identifier: GPL-3.0-or-later
// The automation state kept in step with the window; see automation_observer.hpp.
#include "probes/automation_observer.hpp"

#include <wx/window.h>

#include <cstddef>
#include <cstdlib>
#include <string>
#include <utility>

#include "core/notation.hpp"
#include "probes/clipped_texts.hpp"

namespace reversi::probes {

namespace {

std::string phase_name(gui::MatchPhase phase) {
    switch (phase) {
        case gui::MatchPhase::NoMatch:
            return "none";
        case gui::MatchPhase::PlayerToMove:
            return "player";
        case gui::MatchPhase::CpuPausing:
            return "cpu-pausing";
        case gui::MatchPhase::CpuThinking:
            return "cpu-thinking";
        case gui::MatchPhase::CpuFailed:
            return "cpu-failed";
        case gui::MatchPhase::Over:
            return "over";
    }
    return "none";
}

std::string result_name(std::optional<MatchResult> result) {
    if (!result) return "none";
    switch (*result) {
        case MatchResult::Win:
            return "win";
        case MatchResult::Loss:
            return "loss";
        case MatchResult::Draw:
            return "draw";
    }
    return "none";
}

std::string rect_text(const wxRect& r) {
    return std::to_string(r.x) + " " + std::to_string(r.y) + " " + std::to_string(r.width) + " " +
           std::to_string(r.height);
}

}  // namespace

AutomationObserver::AutomationObserver(std::string path, wxTopLevelWindow& window,
                                       gui::MatchController& match, const gui::NoticeList& notices,
                                       AutomationSources sources)
    : file_(std::move(path)),
      window_(window),
      match_(match),
      notices_(notices),
      sources_(std::move(sources)) {
    if (std::getenv("REVERSI_LOOP_LATENESS")) lateness_ = std::make_unique<LoopLateness>();
    match_.add_observer(*this);
    notices_.add_listener(*this);
    window_.Bind(wxEVT_SIZE, &AutomationObserver::window_moved, this);
    window_.Bind(wxEVT_MOVE, &AutomationObserver::window_moved, this);
}

AutomationObserver::~AutomationObserver() {
    *alive_ = false;
    window_.Unbind(wxEVT_SIZE, &AutomationObserver::window_moved, this);
    window_.Unbind(wxEVT_MOVE, &AutomationObserver::window_moved, this);
    notices_.remove_listener(*this);
    match_.remove_observer(*this);
}

void AutomationObserver::window_moved(wxEvent& event) {
    changed();
    event.Skip();
}

void AutomationObserver::changed() {
    if (pending_) return;
    pending_ = true;
    // After the current event, so the layout and the screen have caught up.
    window_.CallAfter([this, alive = std::weak_ptr<bool>(alive_)] {
        const std::shared_ptr<bool> still = alive.lock();
        if (!still || !*still) return;
        pending_ = false;
        write();
    });
}

void AutomationObserver::dialog_opened(const std::string& name, const wxString& text,
                                       std::vector<std::pair<std::string, std::string>> facts) {
    dialog_ = name;
    dialog_text_ = text;
    dialog_facts_ = std::move(facts);
    changed();  // written from the dialog's own event loop
}

void AutomationObserver::dialog_closed() {
    dialog_.clear();
    dialog_text_.clear();
    dialog_facts_.clear();
    changed();
}

void AutomationObserver::sound_asked(gui::Sound sound) {
    ++sounds_asked_.at(static_cast<std::size_t>(sound));
    changed();
}

void AutomationObserver::match_started(bool /*resumed*/) {
    if (lateness_) lateness_->match_started();
    changed();
}

void AutomationObserver::write() {
    AutomationSnapshot s;
    const bool on_match = sources_.on_match_screen();
    s.add("screen", on_match ? "match" : "home");
    s.add("window", rect_text(window_.GetScreenRect()));
    const wxSize smallest = window_.GetMinSize();
    s.add("min-window", std::to_string(smallest.x) + " " + std::to_string(smallest.y));
    s.add("clipped", clipped_texts(window_));
    // Screen places from one question to the X server, not one per window.
    const ScreenRects screen(window_);
    if (!on_match) add_home(s, screen);
    s.add("phase", phase_name(match_.phase()));
    const MatchPageView page = sources_.match_page(screen);
    if (match_.has_match()) add_match(s, page, on_match);
    add_board_look(s, page.board);
    s.add("save-notice", page.save_notice.utf8_string());
    s.add("sound", sources_.sound_on() ? "on" : "off");
    s.add("sounds-asked", "placed " + std::to_string(sounds_asked_[0]) + " turned " +
                              std::to_string(sounds_asked_[1]) + " over " +
                              std::to_string(sounds_asked_[2]));
    if (lateness_) s.add("loop-late-max-ms", std::to_string(lateness_->worst_ms()));
    if (lateness_) s.add("loop-late-match-max-ms", std::to_string(lateness_->worst_in_match_ms()));
    s.add("dialog", dialog_.empty() ? "none" : dialog_);
    if (!dialog_.empty()) {
        wxString text = dialog_text_;
        text.Replace("\n", " / ");
        s.add("dialog-text", text.utf8_string());
        for (const auto& [key, value] : dialog_facts_)
            s.add(key, value);
    }
    const std::optional<int> pid = sources_.engine_pid();
    s.add("engine-pid", pid ? std::to_string(*pid) : "none");
    file_.write(std::move(s));
}

void AutomationObserver::add_home(AutomationSnapshot& s, const ScreenRects& screen) const {
    const HomePageView home = sources_.home(screen);
    s.add("button-easy", rect_text(home.easy));
    s.add("button-normal", rect_text(home.normal));
    s.add("button-hard", rect_text(home.hard));
    s.add("choice-black", rect_text(home.black));
    s.add("choice-white", rect_text(home.white));
    s.add("button-records", rect_text(home.records));
}

void AutomationObserver::add_match(AutomationSnapshot& s, const MatchPageView& page,
                                   bool on_match) const {
    const Position& p = match_.position();
    s.add("player", std::string(color_name(match_.player_color())));
    s.add("board", rect_text(page.board.grid));
    std::string legal;
    for_each_square(match_.playable_squares(), [&](int square) {
        legal += ' ';
        legal += square_name(square);
    });
    s.add("legal", legal.empty() ? "none" : legal.substr(1));
    s.add("discs", std::to_string(p.disc_count(Color::Black)) + " " +
                       std::to_string(p.disc_count(Color::White)));
    s.add("moves", std::to_string(match_.line().moves().size()));
    s.add("can-undo", match_.can_undo() ? "yes" : "no");
    const std::optional<int> last = match_.last_placed();
    s.add("last-move", last ? square_name(*last) : "none");
    s.add("cursor", on_match && page.board.cursor ? square_name(*page.board.cursor) : "none");
    // Where the keyboard focus is: "board", or the focused window's name ("score" for the
    // counts, "button" for a button), so a test can follow the Tab order.
    const wxWindow* focus = wxWindow::FindFocus();
    s.add("focus", !focus ? "none" : page.board.focused ? "board" : focus->GetName().ToStdString());
    s.add("position", position_string(p));
    s.add("result", result_name(match_.result()));
    s.add("result-text", page.result_text.utf8_string());
    s.add("title", page.title.utf8_string());
    s.add("status", page.status.utf8_string());
    s.add("notice", page.notice.utf8_string());
    s.add("record", page.record.utf8_string());
    s.add("new-match-button", rect_text(page.new_match_button));
    s.add("retry-button", rect_text(page.retry_button));
    s.add("column", rect_text(page.column));
}

void AutomationObserver::add_board_look(AutomationSnapshot& s, const BoardView& board) const {
    s.add("coordinates", board.coordinates ? "on" : "off");
    s.add("motion", board.animates ? "full" : "reduced");
    const std::optional<bool> animated = board.latest_move_animated;
    s.add("move-animation", !animated ? "none" : *animated ? "animated" : "at-once");
    s.add("contrast", board.high_contrast ? "high" : "normal");
}

}  // namespace reversi::probes
