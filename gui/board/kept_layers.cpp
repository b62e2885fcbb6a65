// SPDX-License-Identifier: GPL-3.0-or-later
// The board's kept parts, drawn in bands; see kept_layers.hpp.
#include "board/kept_layers.hpp"

#include <algorithm>
#include <cmath>

#include "board/board_textures.hpp"
#include "board/disc_drawing.hpp"

namespace reversi::board {

namespace {

constexpr double kShadowBlur = 0.22;    // of a square: how soft the board's shadow is
constexpr double kShadowDrop = 0.07;    // and how far below the board it falls
constexpr double kCornerRadius = 0.20;  // the frame's corners, of a square

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

KeptLayersKey KeptLayersBuild::key_for(const gui::BoardLayout& layout, const PaintArea& area,
                                       const BoardPalette& palette, bool coordinates) {
    return KeptLayersKey{area.width,
                         area.height,
                         layout.cell(),
                         layout.board().x,
                         layout.board().y,
                         area.scale,
                         area.background.GetRGB(),
                         &palette,
                         coordinates};
}

KeptLayersBuild::KeptLayersBuild(const gui::BoardLayout& layout, const PaintArea& area,
                                 const BoardPalette& palette, bool coordinates, int rows_per_step)
    : layout_(layout), area_(area), palette_(palette), rows_per_step_(std::max(1, rows_per_step)) {
    layers_.key = key_for(layout, area, palette, coordinates);
    layers_.backdrop = ScreenLayer(area.width, area.height, area.scale, /*opaque=*/true);
}

void KeptLayersBuild::step() {
    switch (stage_) {
        case Stage::Bands: {
            const int height = layers_.backdrop.pixel_height();
            const int end = next_row_ + std::min(rows_per_step_, height - next_row_);
            draw_band({next_row_, end});
            next_row_ = end;
            if (next_row_ >= height) {
                stage_ = layers_.key.coordinates ? Stage::Coordinates : Stage::BlackDisc;
            }
            return;
        }
        case Stage::Coordinates: {
            // Drawn last over the whole backdrop, as at once: nothing is drawn over them.
            auto gc = layers_.backdrop.paint(0, 0);
            draw_coordinates(*gc, layout_, palette_);
            stage_ = Stage::BlackDisc;
            return;
        }
        case Stage::BlackDisc:
            draw_resting_disc(Color::Black);
            stage_ = Stage::WhiteDisc;
            return;
        case Stage::WhiteDisc:
            draw_resting_disc(Color::White);
            stage_ = Stage::Done;
            return;
        case Stage::Done:
            return;
    }
}

void KeptLayersBuild::finish() {
    while (!done())
        step();
}

KeptLayers KeptLayersBuild::take() {
    finish();
    return std::move(layers_);
}

void KeptLayersBuild::draw_band(const ScreenLayer::Rows& rows) {
    const double cell = layout_.cell();
    const double pixel = 1 / area_.scale;
    const gui::Rect& outer = layout_.outer();
    const gui::Rect& grid = layout_.board();
    const double corner = cell * kCornerRadius;
    ScreenLayer& backdrop = layers_.backdrop;
    {
        auto gc = backdrop.paint(0, 0, rows);
        gc->SetPen(wxNullPen);
        gc->SetBrush(wxBrush(area_.background));
        gc->DrawRectangle(0, 0, area_.width, area_.height);
    }
    const PixelArea pixels{backdrop.pixels(),
                           backdrop.pixel_width(),
                           backdrop.pixel_height(),
                           backdrop.stride(),
                           area_.scale,
                           0,
                           0,
                           rows.first,
                           rows.end};
    if (!palette_.high_contrast) {
        cast_board_shadow(pixels, outer, corner, cell * kShadowBlur, cell * kShadowDrop,
                          palette_.board_shadow);
    }
    backdrop.done_with_pixels();
    {
        auto gc = backdrop.paint(0, 0, rows);
        draw_frame(*gc, outer, cell, palette_);
        draw_felt(*gc, grid, palette_);
    }
    if (!palette_.high_contrast) {
        add_grain(PixelArea{backdrop.pixels(), pixels.width, pixels.height, pixels.stride,
                            area_.scale, 0, 0, rows.first, rows.end},
                  outer, corner, grid);
        backdrop.done_with_pixels();
    }
    {
        auto gc = backdrop.paint(0, 0, rows);
        if (!palette_.high_contrast) draw_felt_depth(*gc, grid, cell, pixel, palette_);
        draw_frame_bevel(*gc, outer, cell, pixel, palette_);
        draw_grid(*gc, grid, cell, pixel, palette_);
    }
}

void KeptLayersBuild::draw_resting_disc(Color color) {
    // A little larger than a square, for the shadow; a whole number of device pixels around it.
    const double cell = layout_.cell();
    layers_.sprite_margin = std::ceil(cell * (kDiscReach - 0.5) * area_.scale) / area_.scale;
    const int side = static_cast<int>(std::ceil(cell + 2 * layers_.sprite_margin));
    ScreenLayer& disc = layers_.resting[static_cast<int>(color)];
    disc = ScreenLayer(side, side, area_.scale, /*opaque=*/false);
    auto gc = disc.paint(-layers_.sprite_margin, -layers_.sprite_margin);
    draw_disc(*gc, cell / 2, cell / 2, cell * kDiscRadius, color, palette_);
}

}  // namespace reversi::board
