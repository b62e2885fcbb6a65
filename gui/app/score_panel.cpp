// SPDX-License-Identifier: GPL-3.0-or-later
// Both disc counts; see score_panel.hpp.
#include "app/score_panel.hpp"

#include <wx/dcbuffer.h>
#include <wx/graphics.h>
#include <wx/settings.h>

#include <algorithm>
#include <memory>

#include "a11y/accessible_name.hpp"
#include "a11y/accessible_texts.hpp"
#include "board/board_palette.hpp"
#include "board/desktop_look.hpp"
#include "board/disc_drawing.hpp"
#include "board/screen_surface.hpp"

namespace reversi::app {

namespace {
constexpr int kRowHeightDip = 44;
constexpr int kPadDip = 6;
constexpr int kCountWidthDip = 52;  // two digits in the count's large font
// Where the owner's word starts: the padded disc, then the count.
constexpr int kOwnerOffsetDip = kPadDip * 3 + (kRowHeightDip - 2 * kPadDip) + kCountWidthDip;
}  // namespace

ScorePanel::ScorePanel(wxWindow* parent, gui::MatchController& match)
    : wxWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, "score"),
      match_(match),
      right_to_left_(GetLayoutDirection() == wxLayout_RightToLeft) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    // GTK's focus too (AcceptsFocus leaves it on): a screen reader would find a focusable panel.
    SetCanFocus(false);
    // Drawn unmirrored, or the words and digits would be too; a right-to-left window gets its
    // rows laid out from the right edge by draw_row instead.
    SetLayoutDirection(wxLayout_LeftToRight);
    take_look();
    // As wide as a row needs (disc, count, owner) and no wider: a narrow column may shrink to it.
    const int owner = std::max(GetTextExtent(_("You")).x, GetTextExtent(_("CPU")).x);
    SetMinSize(wxSize(FromDIP(kOwnerOffsetDip + 8) + owner, FromDIP(2 * kRowHeightDip + 8)));
    match_.add_observer(*this);
    Bind(wxEVT_PAINT, &ScorePanel::on_paint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        Refresh();
        event.Skip();
    });
    Bind(wxEVT_SYS_COLOUR_CHANGED, [this](wxSysColourChangedEvent& event) {
        take_look();
        Refresh();
        event.Skip();
    });
    Bind(wxEVT_DPI_CHANGED, [this](wxDPIChangedEvent& event) {
        take_look();
        event.Skip();
    });
}

void ScorePanel::take_look() {
    owner_font_ = GetFont();
    count_font_ = owner_font_.Scaled(1.6f).Bold();
    text_color_ = GetParent()->GetForegroundColour();
    count_graphics_font_.reset();
    owner_graphics_font_.reset();
}

void ScorePanel::make_graphics_fonts(wxGraphicsRenderer& renderer, const wxRealPoint& dpi) {
    if (count_graphics_font_ && owner_graphics_font_) return;
    count_graphics_font_ = renderer.CreateFontAtDPI(count_font_, dpi, text_color_);
    owner_graphics_font_ = renderer.CreateFontAtDPI(owner_font_, dpi, text_color_);
}

void ScorePanel::prepare_fonts() {
    const board::ScreenSurface surface = board::surface_like_screen();
    if (!surface) return;
    cairo_t* cairo = cairo_create(surface.get());
    wxGraphicsRenderer& renderer = *wxGraphicsRenderer::GetDefaultRenderer();
    if (std::unique_ptr<wxGraphicsContext> gc(renderer.CreateContextFromNativeContext(cairo)); gc) {
        const wxSize dpi = GetDPI();
        make_graphics_fonts(renderer, wxRealPoint(dpi.x, dpi.y));
        double width = 0;
        double height = 0;
        gc->SetFont(*count_graphics_font_);
        gc->GetTextExtent("0123456789", &width, &height);
        gc->SetFont(*owner_graphics_font_);
        gc->GetTextExtent(_("You") + _("CPU"), &width, &height);
    }
    cairo_destroy(cairo);
}

ScorePanel::~ScorePanel() { match_.remove_observer(*this); }

void ScorePanel::changed() {
    Refresh();
    const Position& position = match_.position();
    a11y::set_accessible_name(*this,
                              match_.has_match()
                                  ? a11y::counts_spoken(position.disc_count(match_.player_color()),
                                                        position.disc_count(match_.cpu_color()))
                                  : wxString(),
                              ATK_ROLE_LABEL);
}

void ScorePanel::on_paint(wxPaintEvent& /*event*/) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(GetParent()->GetBackgroundColour()));
    dc.Clear();
    if (!match_.has_match()) return;
    std::unique_ptr<wxGraphicsContext> gc(
        wxGraphicsRenderer::GetDefaultRenderer()->CreateContextFromUnknownDC(dc));
    if (!gc) return;
    if (!count_graphics_font_ || !owner_graphics_font_) {
        wxRealPoint dpi;
        gc->GetDPI(&dpi.x, &dpi.y);
        make_graphics_fonts(*gc->GetRenderer(), dpi);
    }
    const double row = FromDIP(kRowHeightDip);
    draw_row(*gc, Color::Black, 0, row);
    draw_row(*gc, Color::White, row + FromDIP(4), row);
}

void ScorePanel::draw_row(wxGraphicsContext& gc, Color color, double top, double height) const {
    const board::BoardPalette& palette = board::board_palette(board::desktop_look().high_contrast);
    const double width = GetClientSize().x;
    // The x of a piece `piece_width` wide that starts `x` from the row's start.
    const auto from_start = [&](double x, double piece_width) {
        return right_to_left_ ? width - x - piece_width : x;
    };
    const bool to_move =
        match_.phase() != gui::MatchPhase::Over && match_.position().side_to_move() == color;
    if (to_move) {
        // The side to move: a soft band in the theme's own highlight colour.
        wxColour band = wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT);
        band.Set(band.Red(), band.Green(), band.Blue(), 60);
        gc.SetPen(*wxTRANSPARENT_PEN);
        gc.SetBrush(wxBrush(band));
        gc.DrawRoundedRectangle(0, top, width, height, FromDIP(6));
    }
    // A disc on a small piece of board, so white reads on a light theme and black on a dark one.
    const double pad = FromDIP(kPadDip);
    const double disc_box = height - 2 * pad;
    gc.SetPen(*wxTRANSPARENT_PEN);
    gc.SetBrush(wxBrush(palette.felt_centre));
    const double disc_x = from_start(pad, disc_box);
    gc.DrawRoundedRectangle(disc_x, top + pad, disc_box, disc_box, FromDIP(4));
    board::draw_disc(gc, disc_x + disc_box / 2, top + pad + disc_box / 2,
                     disc_box * board::kDiscRadius, color, palette);

    gc.SetFont(*count_graphics_font_);
    const wxString count = wxString::Format("%d", match_.position().disc_count(color));
    double count_width = 0;
    double count_height = 0;
    gc.GetTextExtent(count, &count_width, &count_height);
    const double count_x = pad * 2 + disc_box;
    gc.DrawText(count, from_start(count_x, count_width), top + (height - count_height) / 2);

    const wxString owner = color == match_.player_color() ? _("You") : _("CPU");
    gc.SetFont(*owner_graphics_font_);
    double owner_width = 0;
    double owner_height = 0;
    gc.GetTextExtent(owner, &owner_width, &owner_height);
    gc.DrawText(owner, from_start(count_x + FromDIP(kCountWidthDip), owner_width),
                top + (height - owner_height) / 2);
}

}  // namespace reversi::app
