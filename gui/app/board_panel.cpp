// The board on screen; see board_panel.hpp.
#include "app/board_panel.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>

#include <algorithm>
#include <memory>

#include "app/board_colours.hpp"

namespace reversi::app {

namespace {
constexpr int kAnimationTickMs = 16;
constexpr int kMarginDip = 14;
constexpr double kDiscRadius = 0.40;  // of a cell
constexpr double kDotRadius = 0.11;
constexpr double kMarkRadius = 0.085;

}  // namespace

BoardPanel::BoardPanel(wxWindow* parent, gui::MatchController& match)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxWANTS_CHARS),
      match_(match),
      animation_timer_(this) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(260, 260)));
    match_.add_observer(*this);
    Bind(wxEVT_PAINT, &BoardPanel::on_paint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        Refresh();
        event.Skip();
    });
    Bind(wxEVT_LEFT_DOWN, &BoardPanel::on_left_down, this);
    Bind(wxEVT_MOTION, &BoardPanel::on_motion, this);
    Bind(wxEVT_LEAVE_WINDOW, &BoardPanel::on_leave, this);
    Bind(wxEVT_KEY_DOWN, &BoardPanel::on_key, this);
    Bind(wxEVT_SET_FOCUS, &BoardPanel::on_focus, this);
    Bind(wxEVT_KILL_FOCUS, &BoardPanel::on_focus, this);
    Bind(wxEVT_TIMER, &BoardPanel::on_animation_tick, this);
}

BoardPanel::~BoardPanel() {
    animation_timer_.Stop();
    match_.remove_observer(*this);
}

gui::BoardLayout BoardPanel::layout() const {
    const wxSize size = GetClientSize();
    return gui::BoardLayout(size.x, size.y, FromDIP(kMarginDip));
}

wxRect BoardPanel::board_screen_rect() const {
    const gui::Rect board = layout().board();
    const wxPoint origin =
        ClientToScreen(wxPoint(static_cast<int>(board.x), static_cast<int>(board.y)));
    return wxRect(origin, wxSize(static_cast<int>(board.width), static_cast<int>(board.height)));
}

// --- the match's notifications -------------------------------------------------------------

void BoardPanel::match_started(bool /*resumed*/) {
    stop_animation();
    hover_.reset();
    Refresh();
}

void BoardPanel::disc_placed(Color /*side*/, int square, Bitboard turned) {
    // A new flip replaces one still running: the older discs simply show their final colour.
    flip_ = gui::FlipAnimation(square, turned);
    flip_started_ = std::chrono::steady_clock::now();
    animation_timer_.Start(kAnimationTickMs);
    Refresh();
}

void BoardPanel::taken_back() {
    stop_animation();
    Refresh();
}

void BoardPanel::phase_changed(gui::MatchPhase /*phase*/) {
    if (match_.playable_squares() == 0) SetCursor(wxNullCursor);
    Refresh();
}

// --- input -----------------------------------------------------------------------------------

void BoardPanel::play(int square) {
    if ((match_.playable_squares() & square_bit(square)) == 0) return;  // only dots respond
    match_.play(square);
}

void BoardPanel::on_left_down(wxMouseEvent& event) {
    SetFocus();
    cursor_shown_ = false;
    if (const std::optional<int> square = layout().square_at(event.GetX(), event.GetY())) {
        cursor_ = *square;
        play(*square);
    }
    Refresh();
}

void BoardPanel::on_motion(wxMouseEvent& event) {
    std::optional<int> square = layout().square_at(event.GetX(), event.GetY());
    if (square && (match_.playable_squares() & square_bit(*square)) == 0) square.reset();
    SetCursor(square ? wxCursor(wxCURSOR_HAND) : wxNullCursor);
    if (square != hover_) {
        hover_ = square;
        Refresh();
    }
}

void BoardPanel::on_leave(wxMouseEvent& /*event*/) {
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
            play(cursor_);
            Refresh();
            return;
        case WXK_TAB:
            // The panel wants arrows and Enter; Tab still moves focus on, as elsewhere.
            Navigate(event.ShiftDown() ? wxNavigationKeyEvent::IsBackward
                                       : wxNavigationKeyEvent::IsForward);
            return;
        default:
            event.Skip();
    }
}

void BoardPanel::move_cursor(int column_step, int row_step) {
    if (cursor_shown_) {
        const int column = std::clamp(column_of(cursor_) + column_step, 0, kBoardSize - 1);
        const int row = std::clamp(row_of(cursor_) + row_step, 0, kBoardSize - 1);
        cursor_ = square_at(column, row);
    }
    cursor_shown_ = true;  // the first arrow only shows where the cursor is
    Refresh();
}

void BoardPanel::on_focus(wxFocusEvent& event) {
    Refresh();
    event.Skip();
}

// --- the flip animation ------------------------------------------------------------------------

std::chrono::milliseconds BoardPanel::animation_elapsed() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 flip_started_);
}

void BoardPanel::on_animation_tick(wxTimerEvent& /*event*/) {
    if (flip_.finished(animation_elapsed())) stop_animation();
    Refresh();
}

void BoardPanel::stop_animation() {
    animation_timer_.Stop();
    flip_ = gui::FlipAnimation();
}

// --- drawing -----------------------------------------------------------------------------------

void BoardPanel::on_paint(wxPaintEvent& /*event*/) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(GetParent()->GetBackgroundColour()));
    dc.Clear();
    std::unique_ptr<wxGraphicsContext> gc(
        wxGraphicsRenderer::GetDefaultRenderer()->CreateContextFromUnknownDC(dc));
    if (!gc) return;
    gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
    const gui::BoardLayout board = layout();
    if (board.board().width <= 0) return;
    draw_board(*gc, board);
    draw_discs(*gc, board);
    draw_marks(*gc, board);
}

void BoardPanel::draw_board(wxGraphicsContext& gc, const gui::BoardLayout& board) const {
    const BoardColours& colours = board_colours();
    const gui::Rect& area = board.board();
    const double pad = board.cell() * 0.08;
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(colours.felt_edge));
    gc.DrawRoundedRectangle(area.x - pad, area.y - pad, area.width + 2 * pad, area.height + 2 * pad,
                            pad * 1.5);
    gc.SetBrush(wxBrush(colours.felt));
    gc.DrawRectangle(area.x, area.y, area.width, area.height);

    if (const std::optional<int> last = match_.last_placed()) {
        gc.SetBrush(wxBrush(colours.last_move_square));
        const gui::Rect cell = board.square_rect(*last);
        gc.DrawRectangle(cell.x, cell.y, cell.width, cell.height);
    }

    gc.SetPen(wxPen(colours.grid, std::max(1, FromDIP(1))));
    for (int i = 0; i <= kBoardSize; ++i) {
        const double offset = i * board.cell();
        gc.StrokeLine(area.x + offset, area.y, area.x + offset, area.y + area.height);
        gc.StrokeLine(area.x, area.y + offset, area.x + area.width, area.y + offset);
    }
}

void BoardPanel::draw_disc(wxGraphicsContext& gc, const gui::Rect& cell, Color colour,
                           double width_scale, int alpha) const {
    const BoardColours& colours = board_colours();
    const double radius = cell.width * kDiscRadius;
    const double cx = cell.x + cell.width / 2;
    const double cy = cell.y + cell.height / 2;
    const double half_width = std::max(radius * width_scale, radius * 0.04);
    wxColour fill = colours.disc(colour);
    wxColour rim = colours.rim(colour);
    fill.Set(fill.Red(), fill.Green(), fill.Blue(), static_cast<unsigned char>(alpha));
    rim.Set(rim.Red(), rim.Green(), rim.Blue(), static_cast<unsigned char>(alpha));
    gc.SetPen(wxPen(rim, std::max(1, FromDIP(1))));
    gc.SetBrush(wxBrush(fill));
    gc.DrawEllipse(cx - half_width, cy - radius, 2 * half_width, 2 * radius);
}

void BoardPanel::draw_discs(wxGraphicsContext& gc, const gui::BoardLayout& board) const {
    const Position& position = match_.position();
    const std::chrono::milliseconds elapsed = animation_elapsed();
    for (Color colour : {Color::Black, Color::White}) {
        for_each_square(position.discs(colour), [&](int square) {
            const gui::DiscLook look = flip_.look(square, elapsed);
            draw_disc(gc, board.square_rect(square),
                      look.shows_old_colour ? opposite(colour) : colour, look.width_scale, 255);
        });
    }
}

void BoardPanel::draw_marks(wxGraphicsContext& gc, const gui::BoardLayout& board) const {
    const BoardColours& colours = board_colours();
    const double cell_size = board.cell();
    const Bitboard playable = match_.playable_squares();

    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(colours.dot));
    for_each_square(playable, [&](int square) {
        if (hover_ == square) return;
        const gui::Rect cell = board.square_rect(square);
        const double r = cell_size * kDotRadius;
        gc.DrawEllipse(cell.x + cell.width / 2 - r, cell.y + cell.height / 2 - r, 2 * r, 2 * r);
    });
    if (hover_ && (playable & square_bit(*hover_)) != 0)
        draw_disc(gc, board.square_rect(*hover_), match_.player_color(), 1.0, 110);

    if (const std::optional<int> last = match_.last_placed()) {
        const gui::Rect cell = board.square_rect(*last);
        const double r = cell_size * kMarkRadius;
        gc.SetPen(wxPen(colours.disc_white_rim, std::max(1, FromDIP(1))));
        gc.SetBrush(wxBrush(colours.last_move_mark));
        gc.DrawEllipse(cell.x + cell.width / 2 - r, cell.y + cell.height / 2 - r, 2 * r, 2 * r);
    }

    if (cursor_shown_ && HasFocus()) {
        const gui::Rect cell = board.square_rect(cursor_);
        const double inset = std::max(2.0, cell_size * 0.05);
        gc.SetPen(wxPen(colours.keyboard_cursor, std::max(2, FromDIP(3))));
        gc.SetBrush(*wxTRANSPARENT_BRUSH);
        gc.DrawRoundedRectangle(cell.x + inset, cell.y + inset, cell.width - 2 * inset,
                                cell.height - 2 * inset, inset);
    }
}

}  // namespace reversi::app
