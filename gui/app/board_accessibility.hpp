// SPDX-License-Identifier: GPL-3.0-or-later
// The board for a screen reader: keeps the accessible table (board_grid_widget.hpp) in step with
// the match (each square's name, the focused square) and announces what the player cannot see:
// the CPU's move, a pass, the end of the match; a key reads the counts, whose turn it is and the
// CPU's last move again. The board's drawing is untouched: the table lies over it, invisible.
#pragma once

#include <wx/string.h>

#include <optional>

#include "app/board_grid_widget.hpp"
#include "model/match_controller.hpp"

class wxNativeWindow;

namespace reversi::app {

class BoardPanel;

class BoardAccessibility final : public gui::MatchObserver {
public:
    BoardAccessibility(BoardPanel& board, gui::MatchController& match);
    ~BoardAccessibility() override;
    BoardAccessibility(const BoardAccessibility&) = delete;
    BoardAccessibility& operator=(const BoardAccessibility&) = delete;

    // What the board panel reports: its keyboard cursor moved, its focus changed, its size.
    void cursor_moved(int square);
    void focus_changed(bool focused);
    void resized();
    // Says the counts, whose turn it is and the CPU's last move.
    void read_status();
    // The sentence read_status() says.
    wxString status() const;

private:
    void match_started(bool resumed) override;
    void disc_placed(Color side, int square, Bitboard turned) override;
    void turn_skipped(Color side) override;
    void taken_back() override;
    void phase_changed(gui::MatchPhase phase) override;
    void match_over(MatchResult result, bool first_time) override;

    bool play(int square);
    void refresh_names();
    std::optional<int> cpu_move_on_board() const;
    // Announcements made by one event are said together, once the event is over.
    void announce(const wxString& text);
    void say_pending();

    BoardPanel& board_;
    gui::MatchController& match_;
    BoardGridSource source_;
    wxNativeWindow* native_ = nullptr;
    GtkWidget* grid_ = nullptr;
    std::optional<int> cpu_last_move_;
    wxString pending_;
    bool focused_ = false;
};

}  // namespace reversi::app
