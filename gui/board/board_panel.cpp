// SPDX-License-Identifier: GPL-3.0-or-later
// The board on screen; see board_panel.hpp.
#include "board/board_panel.hpp"

#include <gtk/gtk.h>
#include <wx/dcbuffer.h>
#include <wx/graphics.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "board/board_palette.hpp"
#include "board/screen_surface.hpp"
#include "model/keyboard_cursor.hpp"

namespace reversi::board {

namespace {
constexpr int kBoardMarginDip = 12;
constexpr double kMarginShare = 0.03;   // of the panel's shorter side: room for the board's shadow
constexpr int kSmallestBoardDip = 420;  // with its frame: larger than the column beside it

}  // namespace

BoardPanel::BoardPanel(wxWindow* parent, gui::MatchController& match)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxWANTS_CHARS),
      match_(match),
      look_(desktop_look()) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    // The board is not text: a right-to-left window keeps a1 at its top left, and its
    // drawing and clicks unmirrored.
    SetLayoutDirection(wxLayout_LeftToRight);
    SetMinSize(FromDIP(wxSize(kSmallestBoardDip, kSmallestBoardDip)));
    match_.add_observer(*this);
    Bind(wxEVT_PAINT, &BoardPanel::on_paint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        prepare_kept_parts();
        Refresh();
        if (events_.resized) events_.resized();
        event.Skip();
    });
    Bind(wxEVT_LEFT_DOWN, &BoardPanel::on_left_down, this);
    Bind(wxEVT_MOTION, &BoardPanel::on_motion, this);
    Bind(wxEVT_LEAVE_WINDOW, &BoardPanel::on_leave, this);
    Bind(wxEVT_KEY_DOWN, &BoardPanel::on_key, this);
    Bind(wxEVT_SET_FOCUS, &BoardPanel::on_focus, this);
    Bind(wxEVT_KILL_FOCUS, &BoardPanel::on_focus, this);
    Bind(wxEVT_SYS_COLOUR_CHANGED, [this](wxSysColourChangedEvent& event) {
        look_ = desktop_look();
        prepare_kept_parts();
        Refresh();
        event.Skip();
    });
    // The board's kept parts are drawn a slice per idle moment, from the moment the panel has
    // a size (also while the match page is hidden), so the first match's first paint finds
    // them ready instead of drawing them while the player waits.
    Bind(wxEVT_IDLE, [this](wxIdleEvent& event) {
        if (painter_.prepare_step()) {
            event.RequestMore();
        } else if (painter_.has_parts_to_place()) {
            place_prepared_parts();
            event.RequestMore();  // for what waits on the board being ready
        }
        event.Skip();
    });
}

BoardPanel::~BoardPanel() {
    // The focus leaving a board on its way out tells no one.
    events_ = {};
    cursor_listener_ = nullptr;
    stop_animation();
    match_.remove_observer(*this);
}

void BoardPanel::place_prepared_parts() {
    if (const ScreenSurface like = surface_like_screen(this))
        painter_.place_prepared_parts(like.get());
}

void BoardPanel::show_coordinates(bool shown) {
    painter_.set_coordinates(shown);
    Refresh();
}

gui::BoardLayout BoardPanel::layout() const {
    const wxSize size = GetClientSize();
    const double margin =
        std::max<double>(FromDIP(kBoardMarginDip), std::min(size.x, size.y) * kMarginShare);
    return BoardPainter::layout_for(size.x, size.y, margin, GetContentScaleFactor());
}

PaintArea BoardPanel::paint_area() const {
    const wxSize size = GetClientSize();
    return PaintArea{size.x, size.y, GetContentScaleFactor(), GetParent()->GetBackgroundColour()};
}

void BoardPanel::prepare_kept_parts() {
    painter_.set_palette(board_palette(look_.high_contrast));
    painter_.prepare(layout(), paint_area());
}

probes::BoardView BoardPanel::published(const probes::ScreenRects& screen) const {
    const gui::Rect board = layout().board();
    const wxPoint origin = screen.client_to_screen(
        *this, wxPoint(static_cast<int>(board.x), static_cast<int>(board.y)));
    probes::BoardView view;
    view.grid =
        wxRect(origin, wxSize(static_cast<int>(board.width), static_cast<int>(board.height)));
    view.cursor = keyboard_cursor();
    view.focused = HasFocus();
    view.coordinates = painter_.coordinates();
    view.animates = desktop_look().animations;
    view.latest_move_animated = latest_move_animated_;
    view.high_contrast = look_.high_contrast;
    return view;
}

void BoardPanel::tell(BoardPanelEvents events) {
    events_ = std::move(events);
    if (events_.cursor_moved) events_.cursor_moved(cursor_, false);
}

std::optional<int> BoardPanel::keyboard_cursor() const {
    // Only on the player's turn: through the CPU's turn and on the end screen the cursor's
    // square may be taken, and it is placed afresh when the turn comes back.
    const bool players_turn = match_.phase() == gui::MatchPhase::PlayerToMove;
    return cursor_shown_ && HasFocus() && players_turn ? std::optional<int>(cursor_) : std::nullopt;
}

// --- the match's notifications -------------------------------------------------------------

void BoardPanel::match_started(bool /*resumed*/) {
    stop_animation();
    hover_.reset();
    // A resumed match may open on the CPU's turn: the cursor is placed when the turn is ours.
    if (match_.phase() == gui::MatchPhase::PlayerToMove) place_cursor_on_playable();
    Refresh();
}

void BoardPanel::disc_placed(Color /*side*/, int square, Bitboard turned) {
    // A new move replaces one still running: the older discs simply show their final colour.
    stop_animation();
    latest_move_animated_ = desktop_look().animations;
    if (*latest_move_animated_) {
        move_ = gui::MoveAnimation(square, turned);
        move_started_ = std::chrono::steady_clock::now();
        start_frames();
    }
    Refresh();
}

void BoardPanel::taken_back() {
    stop_animation();
    Refresh();
}

void BoardPanel::phase_changed(gui::MatchPhase phase) {
    if (match_.playable_squares() == 0) SetCursor(wxNullCursor);
    if (phase == gui::MatchPhase::PlayerToMove) place_cursor_on_playable();
    Refresh();
}

// --- input -----------------------------------------------------------------------------------

void BoardPanel::play(int square) {
    if ((match_.playable_squares() & square_bit(square)) == 0) return;  // only dots respond
    match_.play(square);
}

void BoardPanel::on_left_down(wxMouseEvent& event) {
    SetFocus();
    cursor_shown_ = false;  // a mouse player needs no cursor; a key brings it back
    hidden_by_mouse_ = true;
    cursor_changed();
    if (const std::optional<int> square = layout().square_at(event.GetX(), event.GetY())) {
        cursor_ = *square;
        cursor_moved(false);
        play(*square);
    }
    Refresh();
}

void BoardPanel::on_motion(wxMouseEvent& event) {
    // A player moving the mouse over the board needs no keyboard cursor; a key brings it back.
    // (The first event only tells where the pointer is: it may have been there all along.)
    const wxPoint at = event.GetPosition();
    if (pointer_ && *pointer_ != at && cursor_shown_) {
        cursor_shown_ = false;
        hidden_by_mouse_ = true;
        cursor_changed();
        Refresh();
    }
    pointer_ = at;
    std::optional<int> square = layout().square_at(event.GetX(), event.GetY());
    if (square && (match_.playable_squares() & square_bit(*square)) == 0) square.reset();
    SetCursor(square ? wxCursor(wxCURSOR_HAND) : wxNullCursor);
    if (square != hover_) {
        hover_ = square;
        Refresh();
    }
}

void BoardPanel::on_leave(wxMouseEvent& /*event*/) {
    pointer_.reset();
    if (hover_) {
        hover_.reset();
        Refresh();
    }
}

void BoardPanel::on_key(wxKeyEvent& event) {
    switch (event.GetKeyCode()) {
        case WXK_LEFT:
        case WXK_NUMPAD_LEFT:
            return move_cursor(-1, 0);
        case WXK_RIGHT:
        case WXK_NUMPAD_RIGHT:
            return move_cursor(1, 0);
        case WXK_UP:
        case WXK_NUMPAD_UP:
            return move_cursor(0, -1);
        case WXK_DOWN:
        case WXK_NUMPAD_DOWN:
            return move_cursor(0, 1);
        case WXK_RETURN:
        case WXK_NUMPAD_ENTER:
        case WXK_SPACE:
            cursor_shown_ = true;
            cursor_changed();
            if ((match_.playable_squares() & square_bit(cursor_)) == 0 && events_.no_move_pressed)
                events_.no_move_pressed();
            play(cursor_);
            Refresh();
            return;
        case 'D':
            if (event.GetModifiers() == wxMOD_NONE) return jump_to_playable(true);
            if (event.GetModifiers() == wxMOD_SHIFT) return jump_to_playable(false);
            break;
        case 'R':
            // Reads the counts, whose turn it is and the CPU's last move again (screen readers).
            if (event.GetModifiers() != wxMOD_NONE) break;
            if (events_.status_asked) events_.status_asked();
            return;
        case WXK_TAB:
            // The panel wants arrows and Enter; Tab still moves focus on, as elsewhere.
            Navigate(event.ShiftDown() ? wxNavigationKeyEvent::IsBackward
                                       : wxNavigationKeyEvent::IsForward);
            return;
        default:
            break;
    }
    event.Skip();
}

void BoardPanel::move_cursor(int column_step, int row_step) {
    if (cursor_shown_ || !hidden_by_mouse_) {
        const int column = std::clamp(column_of(cursor_) + column_step, 0, kBoardSize - 1);
        const int row = std::clamp(row_of(cursor_) + row_step, 0, kBoardSize - 1);
        cursor_ = square_at(column, row);
        cursor_moved(true);
    }
    cursor_shown_ = true;  // after the mouse, the first arrow only shows where the cursor is
    hidden_by_mouse_ = false;
    cursor_changed();
    Refresh();
}

void BoardPanel::jump_to_playable(bool forward) {
    const Bitboard playable = match_.playable_squares();
    if (playable == 0) {
        // Not the player's turn, or the match is over: what the status says is the answer.
        if (events_.status_asked) events_.status_asked();
        return;
    }
    cursor_ = gui::next_playable(cursor_, playable, forward);
    cursor_moved(true);
    cursor_shown_ = true;
    hidden_by_mouse_ = false;
    cursor_changed();
    Refresh();
}

void BoardPanel::place_cursor_on_playable() {
    cursor_ = gui::cursor_on_playable(cursor_, match_.playable_squares());
    cursor_moved(false);
}

void BoardPanel::cursor_moved(bool by_key) {
    if (events_.cursor_moved) events_.cursor_moved(cursor_, by_key);
    cursor_changed();
}

void BoardPanel::cursor_changed() const {
    if (cursor_listener_) cursor_listener_();
}

void BoardPanel::on_focus(wxFocusEvent& event) {
    if (events_.focus_changed) events_.focus_changed(event.GetEventType() == wxEVT_SET_FOCUS);
    cursor_changed();
    Refresh();
    event.Skip();
}

// --- the move animation ------------------------------------------------------------------------

gui::MoveAnimation::Millis BoardPanel::animation_elapsed() const {
    return std::chrono::duration_cast<gui::MoveAnimation::Millis>(std::chrono::steady_clock::now() -
                                                                  move_started_);
}

void BoardPanel::start_frames() {
    // GTK calls back once per frame of the screen, just before it paints: frames come evenly,
    // in step with the display, rather than whenever a timer happens to fire.
    if (frame_callback_ != 0) return;
    frame_callback_ = gtk_widget_add_tick_callback(
        GetHandle(),
        [](GtkWidget*, GdkFrameClock*, gpointer self) -> gboolean {
            return static_cast<BoardPanel*>(self)->on_frame() ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
        },
        this, nullptr);
}

bool BoardPanel::on_frame() {
    // Only the squares the move touches change from frame to frame.
    const gui::Rect changed = BoardPainter::changed_by(layout(), move_.animated());
    RefreshRect(
        wxRect(static_cast<int>(std::floor(changed.x)), static_cast<int>(std::floor(changed.y)),
               static_cast<int>(std::ceil(changed.width)) + 2,
               static_cast<int>(std::ceil(changed.height)) + 2),
        false);
    if (!move_.finished(animation_elapsed())) return true;
    // The frame that shows the move at rest is still to come: it is drawn from the position.
    move_ = gui::MoveAnimation();
    frame_callback_ = 0;
    return false;
}

void BoardPanel::stop_animation() {
    if (frame_callback_ != 0) gtk_widget_remove_tick_callback(GetHandle(), frame_callback_);
    frame_callback_ = 0;
    move_ = gui::MoveAnimation();
}

// --- drawing -----------------------------------------------------------------------------------

void BoardPanel::on_paint(wxPaintEvent& /*event*/) {
    const auto start = std::chrono::steady_clock::now();
    if (paint_events_.started) paint_events_.started();
    wxAutoBufferedPaintDC dc(this);
    const PaintArea area = paint_area();
    if (!match_.has_match()) {
        dc.SetBackground(wxBrush(area.background));
        dc.Clear();
        return;
    }
    std::unique_ptr<wxGraphicsContext> gc(
        wxGraphicsRenderer::GetDefaultRenderer()->CreateContextFromUnknownDC(dc));
    if (!gc) return;
    gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);

    painter_.set_palette(board_palette(look_.high_contrast));
    BoardScene scene;
    scene.position = &match_.position();
    scene.move = &move_;
    scene.elapsed = animation_elapsed();
    scene.dots = match_.playable_squares();
    if (hover_ && (scene.dots & square_bit(*hover_)) != 0) scene.hover = hover_;
    scene.hover_color = match_.player_color();
    scene.last_move = match_.last_placed();
    scene.cursor = keyboard_cursor();
    const bool animating = !move_.finished(scene.elapsed);
    const bool rebuilt = painter_.paint(*gc, layout(), area, scene);
    gc.reset();  // draws everything still queued
    if (paint_events_.finished) {
        paint_events_.finished(BoardPaint{start, std::chrono::steady_clock::now(), animating,
                                          rebuilt, area.width, area.height});
    }
}

}  // namespace reversi::board
