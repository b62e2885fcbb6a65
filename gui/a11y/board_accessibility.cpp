// SPDX-License-Identifier: GPL-3.0-or-later
// The board for a screen reader; see board_accessibility.hpp.
#include "a11y/board_accessibility.hpp"

#include <wx/nativewin.h>
#include <wx/toplevel.h>

#include <utility>

#include "a11y/accessible_name.hpp"
#include "a11y/accessible_texts.hpp"
#include "translations/match_texts.hpp"
#include "translations/records_texts.hpp"

namespace reversi::a11y {

namespace {

std::string utf8(const wxString& text) { return text.utf8_string(); }

// The table lies over the whole board, so its squares have the board's extents; wx must still
// send every click and key to the board panel beneath, as it does for a wxStaticBox. (wx hands
// a window without a GDK window of its own the mouse events over its rectangle otherwise.)
class InvisibleNativeWindow final : public wxNativeWindow {
public:
    using wxNativeWindow::wxNativeWindow;
    bool GTKIsTransparentForMouse() const override { return true; }
};

}  // namespace

BoardAccessibility::BoardAccessibility(wxWindow& board, gui::MatchController& match,
                                       const gui::NoticeList& notices,
                                       std::function<gui::BoardLayout()> layout)
    : board_(board), match_(match), notices_(notices), layout_(std::move(layout)) {
    source_.play = [this](int square) { return play(square); };
    source_.focused = [this] { return focused_; };
    source_.screen_rect = [this](int square) { return square_screen_rect(square); };
    source_.window_origin = [this] {
        const wxWindow* top = wxGetTopLevelParent(&board_);
        const wxPoint origin = top != nullptr ? top->GetScreenPosition() : wxPoint();
        return std::array<int, 2>{origin.x, origin.y};
    };
    grid_ = board_grid_widget_new(&source_);
    g_object_ref_sink(grid_);
    native_ = new InvisibleNativeWindow(&board_, wxID_ANY, grid_);
    board_grid_set_name(grid_, utf8(board_spoken_name()));
    set_accessible_name(board_, board_spoken_name());
    match_.add_observer(*this);
    notices_.add_listener(*this);
    resized();
    refresh_names();
}

BoardAccessibility::~BoardAccessibility() {
    if (focus_idle_ != 0) g_source_remove(focus_idle_);
    notices_.remove_listener(*this);
    match_.remove_observer(*this);
    board_grid_forget_source(grid_);
    g_object_unref(grid_);
}

std::array<int, 4> BoardAccessibility::square_screen_rect(int square) const {
    const gui::Rect rect = layout_().square_rect(square);
    const wxPoint origin =
        board_.ClientToScreen(wxPoint(static_cast<int>(rect.x), static_cast<int>(rect.y)));
    return {origin.x, origin.y, static_cast<int>(rect.width), static_cast<int>(rect.height)};
}

void BoardAccessibility::resized() { native_->SetSize(board_.GetClientSize()); }

void BoardAccessibility::cursor_moved(int square, bool by_key) {
    // A key that leaves the cursor where it was (an arrow at the edge, the only square with a
    // dot) still reads the square, so no key goes unanswered.
    if (!board_grid_set_cursor(grid_, square, by_key) && by_key && focused_)
        announce(square_name(square));
}

void BoardAccessibility::no_move_here() { announce(no_move_here_spoken()); }

void BoardAccessibility::focus_changed(bool focused) {
    focused_ = focused;
    if (!focused) return board_grid_focus_changed(grid_);
    // A gain is told after GTK tells of the board's own focus, which it does when idle: the
    // reader's focus then ends on the cursor's square, not on the board around it, and the next
    // arrow reads the square alone.
    if (focus_idle_ != 0) return;
    focus_idle_ = g_idle_add_full(G_PRIORITY_LOW, &BoardAccessibility::tell_focus, this, nullptr);
}

gboolean BoardAccessibility::tell_focus(gpointer self) {
    auto* accessibility = static_cast<BoardAccessibility*>(self);
    accessibility->focus_idle_ = 0;
    board_grid_focus_changed(accessibility->grid_);
    return G_SOURCE_REMOVE;
}

bool BoardAccessibility::play(int square) {
    // As a click: only a square with a dot responds.
    if ((match_.playable_squares() & square_bit(square)) == 0) return false;
    match_.play(square);
    return true;
}

std::optional<int> BoardAccessibility::cpu_move_on_board() const {
    const std::optional<int> last = match_.last_placed();
    if (!last) return std::nullopt;
    const bool cpu_disc = (match_.position().discs(match_.cpu_color()) & square_bit(*last)) != 0;
    return cpu_disc ? last : std::nullopt;
}

wxString BoardAccessibility::square_name(int square) const {
    const Position& position = match_.position();
    const Bitboard bit = square_bit(square);
    SquareContent content =
        (match_.playable_squares() & bit) != 0 ? SquareContent::Playable : SquareContent::Empty;
    if ((position.discs(Color::Black) & bit) != 0) content = SquareContent::Black;
    if ((position.discs(Color::White) & bit) != 0) content = SquareContent::White;
    LastMoveBy by = LastMoveBy::Nobody;
    if (match_.last_placed() == square && content != SquareContent::Empty) {
        const Color owner = content == SquareContent::Black ? Color::Black : Color::White;
        by = owner == match_.player_color() ? LastMoveBy::Player : LastMoveBy::Cpu;
    }
    return square_spoken_name(square, content, by);
}

void BoardAccessibility::refresh_names() {
    for (int square = 0; square < kGridSquares; ++square)
        board_grid_set_square_name(grid_, square, utf8(square_name(square)));
}

wxString BoardAccessibility::status() const {
    const Position& position = match_.position();
    const std::optional<MatchResult> result = match_.result();
    // After the end, who won as well as the counts.
    const wxString ending =
        result ? match_over_announcement(*result, position.disc_count(Color::Black),
                                         position.disc_count(Color::White))
               : wxString();
    return translations::one_after_another(
        you_play_spoken(match_.player_color()),
        status_summary(position.disc_count(match_.player_color()),
                       position.disc_count(match_.cpu_color()), match_.phase(), ending,
                       cpu_last_move_));
}

void BoardAccessibility::read_status() {
    if (match_.has_match()) announce(status());
}

void BoardAccessibility::announce(const wxString& text) {
    const bool first = pending_.empty();
    pending_ = first ? text : translations::one_after_another(pending_, text);
    if (first) board_.CallAfter([this] { say_pending(); });
}

void BoardAccessibility::say_pending() {
    if (pending_.empty()) return;
    board_grid_announce(grid_, utf8(pending_));
    pending_.clear();
}

// --- the match's events ------------------------------------------------------------------------

void BoardAccessibility::match_started(bool /*resumed*/) {
    cpu_last_move_ = cpu_move_on_board();
    refresh_names();
    // The colour is shown in the title; a reader hears it once as the match opens.
    announce(you_play_spoken(match_.player_color()));
}

void BoardAccessibility::disc_placed(Color side, int square, Bitboard turned) {
    refresh_names();
    const int count = popcount(turned);
    if (side == match_.cpu_color()) {
        cpu_last_move_ = square;
        announce(cpu_move_announcement(square, count));
    } else {
        announce(player_move_announcement(square, count));
    }
}

void BoardAccessibility::taken_back() {
    cpu_last_move_ = cpu_move_on_board();
    refresh_names();
}

void BoardAccessibility::phase_changed(gui::MatchPhase /*phase*/) { refresh_names(); }

void BoardAccessibility::match_over(MatchResult result, bool /*first_time*/) {
    const Position& position = match_.position();
    announce(match_over_announcement(result, position.disc_count(Color::Black),
                                     position.disc_count(Color::White)));
}

// --- the notices -------------------------------------------------------------------------------

void BoardAccessibility::notice_raised(const gui::Notice& notice) {
    // Said as the pages show it, each time it goes up (a second pass in a row too); a dialog is
    // read as the window it is.
    if (gui::place_of(notice) == gui::NoticePlace::Dialog) return;
    announce(translations::notice_text(notice, match_.player_color()));
}

}  // namespace reversi::a11y
