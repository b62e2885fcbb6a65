// SPDX-License-Identifier: GPL-3.0-or-later
// Painting the board; see board_painter.hpp.
#include "app/board_painter.hpp"

#include <algorithm>
#include <cmath>

#include "app/board_textures.hpp"
#include "app/disc_drawing.hpp"

namespace reversi::app {

namespace {

constexpr double kShadowBlur = 0.22;  // of a square: how soft the board's shadow is
constexpr double kShadowDrop = 0.07;  // and how far below the board it falls
constexpr double kDiscMargin = 0.2;  // a turning or dropping disc and its shadow reach this far out
constexpr double kCornerRadius = 0.20;  // the frame's corners, of a square
constexpr double kDotRadius = 0.125;
constexpr double kMarkRadius = 0.10;

void draw_frame(wxGraphicsContext& gc, const gui::Rect& outer, double cell,
                const BoardPalette& palette) {
    gc.SetPen(wxNullPen);
    gc.SetBrush(gc.CreateLinearGradientBrush(outer.x, outer.y, outer.x, outer.y + outer.height,
                                             palette.frame_top, palette.frame_bottom));
    const double corner = cell * kCornerRadius;
    gc.DrawRoundedRectangle(outer.x, outer.y, outer.width, outer.height, corner);
}

void draw_frame_bevel(wxGraphicsContext& gc, const gui::Rect& outer, double cell, double pixel,
                      const BoardPalette& palette) {
    // The lit upper-left edge of the frame, and a dark line that sets it off any background.
    const double corner = cell * kCornerRadius;
    const double inset = pixel * 1.5;
    wxGraphicsGradientStops stops(palette.frame_highlight, wxColour(0, 0, 0, 0));
    stops.Add(wxColour(0, 0, 0, 0), 0.6);
    gc.SetBrush(wxNullBrush);
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(palette.frame_highlight, pixel * 1.5)
                               .LinearGradient(outer.x, outer.y, outer.x + outer.width,
                                               outer.y + outer.height, stops)));
    gc.DrawRoundedRectangle(outer.x + inset, outer.y + inset, outer.width - 2 * inset,
                            outer.height - 2 * inset, corner - inset);
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(wxColour(0, 0, 0, 0x70), pixel)));
    gc.DrawRoundedRectangle(outer.x + pixel / 2, outer.y + pixel / 2, outer.width - pixel,
                            outer.height - pixel, corner);
}

void draw_felt(wxGraphicsContext& gc, const gui::Rect& grid, const BoardPalette& palette) {
    const double cx = grid.x + grid.width / 2;
    const double cy = grid.y + grid.height / 2;
    gc.SetPen(wxNullPen);
    gc.SetBrush(gc.CreateRadialGradientBrush(cx, cy - grid.height * 0.12, cx, cy, grid.width * 0.75,
                                             palette.felt_centre, palette.felt_edge));
    gc.DrawRectangle(grid.x, grid.y, grid.width, grid.height);
}

void draw_felt_depth(wxGraphicsContext& gc, const gui::Rect& grid, double cell, double pixel,
                     const BoardPalette& palette) {
    // The felt lies below the frame: the frame's inner edge casts a shadow on it, deeper on the
    // top and left with the light in the upper left.
    const wxColour dark(0, 0, 0, 0x50);
    const wxColour none(0, 0, 0, 0);
    const double deep = cell * 0.16;
    const double shallow = cell * 0.07;
    gc.SetPen(wxNullPen);
    gc.SetBrush(gc.CreateLinearGradientBrush(0, grid.y, 0, grid.y + deep, dark, none));
    gc.DrawRectangle(grid.x, grid.y, grid.width, deep);
    gc.SetBrush(gc.CreateLinearGradientBrush(grid.x, 0, grid.x + deep, 0, dark, none));
    gc.DrawRectangle(grid.x, grid.y, deep, grid.height);
    const double bottom = grid.y + grid.height;
    const double right = grid.x + grid.width;
    gc.SetBrush(gc.CreateLinearGradientBrush(0, bottom, 0, bottom - shallow, dark, none));
    gc.DrawRectangle(grid.x, bottom - shallow, grid.width, shallow);
    gc.SetBrush(gc.CreateLinearGradientBrush(right, 0, right - shallow, 0, dark, none));
    gc.DrawRectangle(right - shallow, grid.y, shallow, grid.height);
    // The groove between frame and felt.
    gc.SetBrush(wxNullBrush);
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(palette.frame_inner, pixel * 2)));
    gc.DrawRectangle(grid.x - pixel, grid.y - pixel, grid.width + 2 * pixel,
                     grid.height + 2 * pixel);
}

void draw_grid(wxGraphicsContext& gc, const gui::Rect& grid, double cell, double pixel,
               const BoardPalette& palette) {
    // Lines a whole number of device pixels wide, centred on pixel boundaries: sharp.
    const double width = pixel * std::max(1.0, std::round((palette.high_contrast ? 2.0 : 1.0) *
                                                          std::max(1.0, cell / 60) / pixel));
    const double offset = std::fmod(width / pixel, 2.0) == 1 ? pixel / 2 : 0;
    gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(palette.grid, width)));
    for (int i = 1; i < 8; ++i) {
        const double at = i * cell + offset;
        gc.StrokeLine(grid.x + at, grid.y, grid.x + at, grid.y + grid.height);
        gc.StrokeLine(grid.x, grid.y + at, grid.x + grid.width, grid.y + at);
    }
}

void draw_coordinates(wxGraphicsContext& gc, const gui::BoardLayout& layout,
                      const BoardPalette& palette) {
    const int size = std::max(7, static_cast<int>(std::lround(layout.cell() * 0.23)));
    const wxFont font(wxFontInfo(wxSize(0, size)).Family(wxFONTFAMILY_SWISS).Bold());
    gc.SetFont(font, palette.label);
    auto centred = [&gc](const wxString& text, gui::Point at) {
        double w = 0;
        double h = 0;
        gc.GetTextExtent(text, &w, &h);
        gc.DrawText(text, at.x - w / 2, at.y - h / 2);
    };
    for (int i = 0; i < 8; ++i) {
        const wxString letter(static_cast<char>('a' + i));
        const wxString number(static_cast<char>('1' + i));
        for (const bool first : {true, false}) {
            centred(letter, layout.column_label(i, first));
            centred(number, layout.row_label(i, first));
        }
    }
}

}  // namespace

gui::BoardLayout BoardPainter::layout_for(double width, double height, double margin,
                                          double scale) {
    return gui::BoardLayout(width, height, margin, kFramePerCell, 1 / scale);
}

void BoardPainter::set_palette(const BoardPalette& palette) {
    if (&palette == palette_) return;
    palette_ = &palette;
    cached_.reset();
}

void BoardPainter::set_coordinates(bool shown) {
    if (shown == coordinates_) return;
    coordinates_ = shown;
    cached_.reset();
}

void BoardPainter::rebuild(const gui::BoardLayout& layout, const PaintArea& area) {
    const double cell = layout.cell();
    const double pixel = 1 / area.scale;
    const gui::Rect& outer = layout.outer();
    const gui::Rect& grid = layout.board();
    const double corner = cell * kCornerRadius;
    const BoardPalette& palette = *palette_;

    backdrop_ = ScreenLayer(area.width, area.height, area.scale, /*opaque=*/true);
    {
        auto gc = backdrop_.paint(0, 0);
        gc->SetPen(wxNullPen);
        gc->SetBrush(wxBrush(area.background));
        gc->DrawRectangle(0, 0, area.width, area.height);
    }
    const PixelArea pixels{backdrop_.pixels(),
                           backdrop_.pixel_width(),
                           backdrop_.pixel_height(),
                           backdrop_.stride(),
                           area.scale,
                           0,
                           0};
    if (!palette.high_contrast) {
        cast_board_shadow(pixels, outer, corner, cell * kShadowBlur, cell * kShadowDrop,
                          palette.board_shadow);
    }
    backdrop_.done_with_pixels();
    {
        auto gc = backdrop_.paint(0, 0);
        draw_frame(*gc, outer, cell, palette);
        draw_felt(*gc, grid, palette);
    }
    if (!palette.high_contrast) {
        add_grain(PixelArea{backdrop_.pixels(), pixels.width, pixels.height, pixels.stride,
                            area.scale, 0, 0},
                  outer, corner, grid);
        backdrop_.done_with_pixels();
    }
    {
        auto gc = backdrop_.paint(0, 0);
        if (!palette.high_contrast) draw_felt_depth(*gc, grid, cell, pixel, palette);
        draw_frame_bevel(*gc, outer, cell, pixel, palette);
        draw_grid(*gc, grid, cell, pixel, palette);
        if (coordinates_) draw_coordinates(*gc, layout, palette);
    }

    // A little larger than a square, for the shadow; a whole number of device pixels around it.
    sprite_margin_ = std::ceil(cell * (kDiscReach - 0.5) * area.scale) / area.scale;
    const int side = static_cast<int>(std::ceil(cell + 2 * sprite_margin_));
    for (const Color colour : {Color::Black, Color::White}) {
        ScreenLayer& disc = resting_[static_cast<int>(colour)];
        disc = ScreenLayer(side, side, area.scale, /*opaque=*/false);
        auto gc = disc.paint(-sprite_margin_, -sprite_margin_);
        draw_disc(*gc, cell / 2, cell / 2, cell * kDiscRadius, colour, palette);
    }
}

gui::Rect BoardPainter::changed_by(const gui::BoardLayout& layout, Bitboard squares) {
    double left = 1e9;
    double top = 1e9;
    double right = -1e9;
    double bottom = -1e9;
    for_each_square(squares, [&](int square) {
        const gui::Rect r = layout.square_rect(square);
        left = std::min(left, r.x);
        top = std::min(top, r.y);
        right = std::max(right, r.x + r.width);
        bottom = std::max(bottom, r.y + r.height);
    });
    if (right < left) return gui::Rect{};
    const double margin = layout.cell() * kDiscMargin;
    return gui::Rect{left - margin, top - margin, right - left + 2 * margin,
                     bottom - top + 2 * margin};
}

bool BoardPainter::paint(wxGraphicsContext& gc, const gui::BoardLayout& layout,
                         const PaintArea& area, const BoardScene& scene) {
    if (layout.cell() <= 0 || area.width <= 0 || area.height <= 0) return false;
    const CacheKey key{area.width,       area.height, layout.cell(),           layout.board().x,
                       layout.board().y, area.scale,  area.background.GetRGB()};
    const bool rebuilt = cached_ != key;
    if (rebuilt) {
        rebuild(layout, area);
        cached_ = key;
    }
    backdrop_.draw(gc, 0, 0);

    gc.SetPen(wxNullPen);
    for (const auto& [square, colour] : {std::pair{scene.last_move, palette_->last_move_square},
                                         std::pair{scene.hover, palette_->hover_square}}) {
        if (!square) continue;
        const gui::Rect cell = layout.square_rect(*square);
        gc.SetBrush(wxBrush(colour));
        gc.DrawRectangle(cell.x, cell.y, cell.width, cell.height);
    }
    draw_discs(gc, layout, scene);
    draw_marks(gc, layout, scene);
    return rebuilt;
}

void BoardPainter::draw_discs(wxGraphicsContext& gc, const gui::BoardLayout& layout,
                              const BoardScene& scene) const {
    const double cell = layout.cell();
    const Bitboard animated =
        scene.move != nullptr && !scene.move->finished(scene.elapsed) ? scene.move->animated() : 0;
    for (const Color colour : {Color::Black, Color::White}) {
        for_each_square(scene.position->discs(colour), [&](int square) {
            const gui::Rect r = layout.square_rect(square);
            if ((animated & square_bit(square)) == 0) {
                resting_[static_cast<int>(colour)].draw(gc, r.x - sprite_margin_,
                                                        r.y - sprite_margin_);
                return;
            }
            const gui::DiscLook look = scene.move->look(square, scene.elapsed);
            draw_disc(gc, r.x + cell / 2, r.y + cell / 2, cell * kDiscRadius,
                      look.shows_old_colour ? opposite(colour) : colour, *palette_, look);
        });
    }
}

void BoardPainter::draw_marks(wxGraphicsContext& gc, const gui::BoardLayout& layout,
                              const BoardScene& scene) const {
    const double cell = layout.cell();
    const BoardPalette& p = *palette_;
    auto circle = [&gc](gui::Rect r, double radius) {
        gc.DrawEllipse(r.x + r.width / 2 - radius, r.y + r.height / 2 - radius, 2 * radius,
                       2 * radius);
    };

    const double dot = cell * kDotRadius;
    gc.SetBrush(wxBrush(p.dot));
    gc.SetPen(p.dot_ring.Alpha() == 0 ? wxNullGraphicsPen
                                      : gc.CreatePen(wxGraphicsPenInfo(p.dot_ring, dot * 0.3)));
    for_each_square(scene.dots, [&](int square) {
        if (scene.hover != square) circle(layout.square_rect(square), dot);
    });
    if (scene.hover) {
        const gui::Rect r = layout.square_rect(*scene.hover);
        gui::DiscLook ghost;
        ghost.opacity = 0.6;
        draw_disc(gc, r.x + cell / 2, r.y + cell / 2, cell * kDiscRadius, scene.hover_colour, p,
                  ghost);
    }

    const bool landing = scene.move != nullptr && scene.last_move &&
                         scene.move->look(*scene.last_move, scene.elapsed).lift > 0;
    if (scene.last_move && !landing) {
        const Color under = (scene.position->discs(Color::Black) & square_bit(*scene.last_move))
                                ? Color::Black
                                : Color::White;
        const double radius = cell * kMarkRadius * (p.high_contrast ? 1.25 : 1);
        gc.SetBrush(wxBrush(p.last_move_mark(under)));
        gc.SetPen(gc.CreatePen(
            wxGraphicsPenInfo(p.mark_ring(under), radius * (p.high_contrast ? 0.45 : 0.3))));
        circle(layout.square_rect(*scene.last_move), radius);
    }

    if (scene.cursor) {
        const gui::Rect r = layout.square_rect(*scene.cursor);
        const double line = std::max(2.0, cell * (p.high_contrast ? 0.07 : 0.05));
        const double inset = line;
        gc.SetBrush(wxNullBrush);
        gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(p.cursor_outline, line + 2)));
        gc.DrawRoundedRectangle(r.x + inset, r.y + inset, r.width - 2 * inset, r.height - 2 * inset,
                                inset * 1.5);
        gc.SetPen(gc.CreatePen(wxGraphicsPenInfo(p.cursor, line)));
        gc.DrawRoundedRectangle(r.x + inset, r.y + inset, r.width - 2 * inset, r.height - 2 * inset,
                                inset * 1.5);
    }
}

}  // namespace reversi::app
