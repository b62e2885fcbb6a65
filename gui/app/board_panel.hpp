// The board on screen: draws the match (discs, dots, the last-move mark, the flip), and turns
// clicks and keys on legal squares into moves. It decides nothing about the match.
#pragma once

#include <wx/timer.h>
#include <wx/window.h>

#include <chrono>
#include <optional>

#include "model/board_layout.hpp"
#include "model/flip_animation.hpp"
#include "model/match_controller.hpp"

class wxGraphicsContext;

namespace reversi::app {

class BoardPanel final : public wxWindow, public gui::MatchObserver {
public:
    BoardPanel(wxWindow* parent, gui::MatchController& match);
    ~BoardPanel() override;

    // The 8x8 grid in screen coordinates, for the opt-in automation state.
    wxRect board_screen_rect() const;
    std::optional<int> keyboard_cursor() const {
        return cursor_shown_ ? std::optional<int>(cursor_) : std::nullopt;
    }

private:
    void match_started(bool resumed) override;
    void disc_placed(Color side, int square, Bitboard turned) override;
    void taken_back() override;
    void phase_changed(gui::MatchPhase phase) override;

    gui::BoardLayout layout() const;
    void on_paint(wxPaintEvent& event);
    void on_left_down(wxMouseEvent& event);
    void on_motion(wxMouseEvent& event);
    void on_leave(wxMouseEvent& event);
    void on_key(wxKeyEvent& event);
    void on_focus(wxFocusEvent& event);
    void on_animation_tick(wxTimerEvent& event);

    void play(int square);
    void move_cursor(int column_step, int row_step);
    void stop_animation();
    std::chrono::milliseconds animation_elapsed() const;

    void draw_board(wxGraphicsContext& gc, const gui::BoardLayout& board) const;
    void draw_discs(wxGraphicsContext& gc, const gui::BoardLayout& board) const;
    void draw_disc(wxGraphicsContext& gc, const gui::Rect& cell, Color colour, double width_scale,
                   int alpha) const;
    void draw_marks(wxGraphicsContext& gc, const gui::BoardLayout& board) const;

    gui::MatchController& match_;
    wxTimer animation_timer_;
    gui::FlipAnimation flip_;
    std::chrono::steady_clock::time_point flip_started_;
    std::optional<int> hover_;
    int cursor_ = 19;  // d3: a legal first move, where a keyboard player is likely to start
    bool cursor_shown_ = false;
};

}  // namespace reversi::app
