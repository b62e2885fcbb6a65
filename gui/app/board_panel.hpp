// SPDX-License-Identifier: GPL-3.0-or-later
// The board on screen: draws the match (through BoardPainter), animates each move in step with
// the screen's frames, and turns clicks and keys on legal squares into moves. It decides
// nothing about the match.
#pragma once

#include <wx/window.h>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

#include "app/board_accessibility.hpp"
#include "app/board_painter.hpp"
#include "app/desktop_look.hpp"
#include "app/published_views.hpp"
#include "app/screen_rects.hpp"
#include "model/board_layout.hpp"
#include "model/match_controller.hpp"
#include "model/move_animation.hpp"

namespace reversi::app {

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
    BoardView published(const ScreenRects& screen) const;
    // The keyboard cursor's square while it is drawn.
    std::optional<int> keyboard_cursor() const;
    // Called when the keyboard cursor moves, shows or hides (the automation state's `cursor`).
    void on_cursor_changed(std::function<void()> listener) {
        cursor_listener_ = std::move(listener);
    }
    // One square's rectangle on the screen (for the accessible table).
    wxRect square_screen_rect(int square) const;

private:
    void match_started(bool resumed) override;
    void disc_placed(Color side, int square, Bitboard turned) override;
    void taken_back() override;
    void phase_changed(gui::MatchPhase phase) override;

    gui::BoardLayout layout() const;
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
    void place_cursor_on_playable();
    void cursor_moved();
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
    std::function<void()> cursor_listener_;
    std::unique_ptr<BoardAccessibility> accessibility_;  // last: it observes the match after us
};

}  // namespace reversi::app
