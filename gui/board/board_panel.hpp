// SPDX-License-Identifier: GPL-3.0-or-later
// The board on screen: draws the match (through BoardPainter), animates each move in step with
// the screen's frames, and turns clicks and keys on legal squares into moves. It decides
// nothing about the match. What others follow (the screen reader's table, the opt-in probes)
// it tells through BoardPanelEvents and BoardPaintEvents, connected by whoever composes it.
#pragma once

#include <wx/window.h>

#include <chrono>
#include <functional>
#include <optional>
#include <utility>

#include "board/board_painter.hpp"
#include "board/desktop_look.hpp"
#include "model/board_layout.hpp"
#include "model/match_controller.hpp"
#include "model/move_animation.hpp"
#include "probes/published_views.hpp"
#include "probes/screen_rects.hpp"

namespace reversi::board {

// One paint of the board: when it began and ended, and what it drew.
struct BoardPaint {
    std::chrono::steady_clock::time_point start;
    std::chrono::steady_clock::time_point end;
    bool animating = false;  // a move was turning over
    bool rebuilt = false;    // the kept parts were drawn afresh
    int width = 0;
    int height = 0;
};

// What the board tells the screen reader's table composed over it; each may be left empty.
struct BoardPanelEvents {
    // The keyboard cursor's square; `by_key` when a key the player pressed moved it there, not
    // the game (which puts it on a square with a dot when the player's turn comes).
    std::function<void(int square, bool by_key)> cursor_moved;
    std::function<void(bool focused)> focus_changed;
    std::function<void()> resized;
    std::function<void()> status_asked;     // the R key: read the counts and the turn again
    std::function<void()> no_move_pressed;  // Enter or Space on a square without a dot
};

// Each paint of the board, for whoever times them (the opt-in probes); each may be left empty.
struct BoardPaintEvents {
    std::function<void()> started;
    std::function<void(const BoardPaint&)> finished;
};

class BoardPanel final : public wxWindow, public gui::MatchObserver {
public:
    BoardPanel(wxWindow* parent, gui::MatchController& match);
    ~BoardPanel() override;

    // Coordinates (a-h, 1-8) on the frame.
    void show_coordinates(bool shown);
    // Whether its kept parts are drawn and next to the screen (nothing left for idle time).
    bool kept_parts_ready() const {
        return !painter_.preparing() && !painter_.has_parts_to_place();
    }

    // Where the grid is on the screen and how the board is drawn, for the automation state.
    probes::BoardView published(const probes::ScreenRects& screen) const;
    // The keyboard cursor's square while it is drawn.
    std::optional<int> keyboard_cursor() const;
    // Where the board and its squares are drawn in the panel.
    gui::BoardLayout layout() const;
    // From now on, tells `events`; `cursor_moved` hears the cursor's square at once.
    void tell(BoardPanelEvents events);
    // Called when the keyboard cursor moves, shows or hides (the automation state's `cursor`).
    void on_cursor_changed(std::function<void()> listener) {
        cursor_listener_ = std::move(listener);
    }
    // From now on, tells `events` about each paint.
    void tell_paints(BoardPaintEvents events) { paint_events_ = std::move(events); }

private:
    void match_started(bool resumed) override;
    void disc_placed(Color side, int square, Bitboard turned) override;
    void taken_back() override;
    void phase_changed(gui::MatchPhase phase) override;

    PaintArea paint_area() const;
    // Starts preparing the board's kept parts for the current size and look (idle time draws
    // them).
    void prepare_kept_parts();
    // Once prepared (while the home screen shows), the kept parts go next to the screen.
    void place_prepared_parts();
    void on_paint(wxPaintEvent& event);
    void on_left_down(wxMouseEvent& event);
    void on_motion(wxMouseEvent& event);
    void on_leave(wxMouseEvent& event);
    void on_key(wxKeyEvent& event);
    void on_focus(wxFocusEvent& event);

    void play(int square);
    void move_cursor(int column_step, int row_step);
    // D and Shift+D: to the next or the previous square with a dot, in reading order.
    void jump_to_playable(bool forward);
    void place_cursor_on_playable();
    void cursor_moved(bool by_key);
    void cursor_changed() const;
    void start_frames();
    void stop_animation();
    bool on_frame();
    gui::MoveAnimation::Millis animation_elapsed() const;

    gui::MatchController& match_;
    BoardPainter painter_;
    DesktopLook look_;
    gui::MoveAnimation move_;
    std::chrono::steady_clock::time_point move_started_;
    unsigned frame_callback_ = 0;  // GTK's tick callback while a move animates
    std::optional<bool> latest_move_animated_;
    std::optional<int> hover_;
    std::optional<wxPoint> pointer_;  // where the pointer last moved over the board
    int cursor_ = 19;  // d3: a legal first move, where a keyboard player is likely to start
    // Shown once a key is used on the board, as GTK shows focus rings; hidden by the mouse.
    bool cursor_shown_ = false;
    // After the mouse hid it, the first arrow only shows where the cursor is; before any
    // mouse use, the first arrow moves it, as a screen reader's user expects.
    bool hidden_by_mouse_ = false;
    BoardPanelEvents events_;
    std::function<void()> cursor_listener_;
    BoardPaintEvents paint_events_;
};

}  // namespace reversi::board
