// SPDX-License-Identifier: GPL-3.0-or-later
// The board for a screen reader: keeps the accessible grid (board_grid_widget.hpp) in step with
// the match (each square's name, the focused square) and announces what the player cannot see:
// the CPU's move, the end of the match, and each notice that goes up beside the board (a pass,
// saving that fails, the engine's trouble), read from the app's notice list as the pages read
// it; a key reads the counts, whose turn it is and the CPU's last move again. The board's drawing
// is untouched: the table lies over it, invisible. It reads the match and where the board's squares
// are drawn; whoever composes it beside the board tells it what the board reports (the cursor, the
// focus, the size, the key for the status).
#pragma once

#include <wx/string.h>
#include <wx/window.h>

#include <functional>
#include <optional>

#include "a11y/board_grid_widget.hpp"
#include "model/board_layout.hpp"
#include "model/match_controller.hpp"
#include "model/notices.hpp"

class wxNativeWindow;

namespace reversi::a11y {

class BoardAccessibility final : public gui::MatchObserver, public gui::NoticeListener {
public:
    // `board` is the window the board is drawn in, `layout` where in it the squares are; they,
    // the match and `notices` outlive this.
    BoardAccessibility(wxWindow& board, gui::MatchController& match, const gui::NoticeList& notices,
                       std::function<gui::BoardLayout()> layout);
    ~BoardAccessibility() override;
    BoardAccessibility(const BoardAccessibility&) = delete;
    BoardAccessibility& operator=(const BoardAccessibility&) = delete;

    // What the board panel reports: its keyboard cursor moved (`by_key`: a key the player
    // pressed moved it, and the square it lands on is read), its focus changed, its size.
    void cursor_moved(int square, bool by_key);
    void focus_changed(bool focused);
    void resized();
    // Says the player's colour, the counts, whose turn it is (or the result) and the CPU's last
    // move.
    void read_status();
    // Enter on a square without a dot: says so (the board shows nothing).
    void no_move_here();
    // The sentence read_status() says.
    wxString status() const;

private:
    void match_started(bool resumed) override;
    void disc_placed(Color side, int square, Bitboard turned) override;
    void taken_back() override;
    void phase_changed(gui::MatchPhase phase) override;
    void match_over(MatchResult result, bool first_time) override;
    void notice_raised(const gui::Notice& notice) override;

    bool play(int square);
    // A square's name as it is read, from the match.
    wxString square_name(int square) const;
    void refresh_names();
    std::optional<int> cpu_move_on_board() const;
    // Announcements made by one event are said together, once the event is over.
    void announce(const wxString& text);
    void say_pending();

    static gboolean tell_focus(gpointer self);
    // A square's rectangle on the screen.
    std::array<int, 4> square_screen_rect(int square) const;

    wxWindow& board_;
    gui::MatchController& match_;
    const gui::NoticeList& notices_;
    std::function<gui::BoardLayout()> layout_;
    BoardGridSource source_;
    wxNativeWindow* native_ = nullptr;
    GtkWidget* grid_ = nullptr;
    guint focus_idle_ = 0;  // the idle source that tells a gained focus
    std::optional<int> cpu_last_move_;
    wxString pending_;
    bool focused_ = false;
};

}  // namespace reversi::a11y
