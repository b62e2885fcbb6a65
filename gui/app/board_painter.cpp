// Painting the board; see board_painter.hpp.
#include "app/board_painter.hpp"

#include <wx/image.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>

#include "app/disc_drawing.hpp"

namespace reversi::app {

namespace {

constexpr double kShadowMargin = 0.30;  // of a square: room for the board's shadow
constexpr double kCornerRadius = 0.20;  // the frame's corners, of a square
constexpr double kDotRadius = 0.125;
constexpr double kMarkRadius = 0.10;

using Pixels = std::unique_ptr<wxGraphicsContext>;

// A transparent image of `width` x `height` device pixels.
wxImage clear_image(int width, int height) {
    wxImage image(width, height, true);
    image.InitAlpha();
    std::memset(image.GetAlpha(), 0, static_cast<std::size_t>(width) * height);
    return image;
}

// A context drawing on `image` in window units, with (x, y) at the image's top-left corner.
Pixels context_on(wxImage& image, double scale, double x, double y) {
    Pixels gc(wxGraphicsContext::Create(image));
    gc->SetAntialiasMode(wxANTIALIAS_DEFAULT);
    gc->Scale(scale, scale);
    gc->Translate(-x, -y);
    return gc;
}

// A fixed pseudo-random value in [-1, 1] for a pixel: the same grain at every repaint.
double grain(int x, int y) {
    std::uint32_t h =
        static_cast<std::uint32_t>(x) * 374761393U + static_cast<std::uint32_t>(y) * 668265263U;
    h = (h ^ (h >> 13)) * 1274126177U;
    return static_cast<double>((h ^ (h >> 16)) & 0xFFFF) / 32767.5 - 1;
}

unsigned char shifted(unsigned char value, double by) {
    return static_cast<unsigned char>(std::clamp(value + by, 0.0, 255.0));
}

// A soft shadow under the board, cast down onto the window: the frame's rounded outline,
// blurred, computed pixel by pixel from its distance to that outline.
void add_board_shadow(wxImage& image, const gui::Rect& outer, double cell, double scale,
                      const gui::Rect& origin, const BoardPalette& palette) {
    const double corner = cell * kCornerRadius;
    const double blur = cell * 0.22;
    const double half_w = outer.width / 2 - corner;
    const double half_h = outer.height / 2 - corner;
    const double cx = outer.x + outer.width / 2;
    const double cy = outer.y + outer.height / 2 + cell * 0.07;
    const wxColour& shade = palette.board_shadow;
    unsigned char* rgb = image.GetData();
    unsigned char* alpha = image.GetAlpha();
    for (int y = 0; y < image.GetHeight(); ++y) {
        for (int x = 0; x < image.GetWidth(); ++x) {
            const double qx = std::abs(origin.x + (x + 0.5) / scale - cx) - half_w;
            const double qy = std::abs(origin.y + (y + 0.5) / scale - cy) - half_h;
            const double outside = std::hypot(std::max(qx, 0.0), std::max(qy, 0.0)) +
                                   std::min(std::max(qx, qy), 0.0) - corner;
            const double t = std::clamp(1 - (outside + blur * 0.3) / blur, 0.0, 1.0);
            const int i = y * image.GetWidth() + x;
            rgb[3 * i] = shade.Red();
            rgb[3 * i + 1] = shade.Green();
            rgb[3 * i + 2] = shade.Blue();
            alpha[i] = static_cast<unsigned char>(std::lround(shade.Alpha() * t * t * (3 - 2 * t)));
        }
    }
}

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

// Fine grain on the felt, and a wood grain on the frame's four mitred bars.
void add_texture(wxImage& image, const gui::Rect& outer, const gui::Rect& grid, double scale,
                 const gui::Rect& origin) {
    unsigned char* rgb = image.GetData();
    const unsigned char* alpha = image.GetAlpha();
    const int width = image.GetWidth();
    const int height = image.GetHeight();
    auto device = [&](double v, double o) {
        return static_cast<int>(std::lround((v - o) * scale));
    };
    const int gx0 = device(grid.x, origin.x);
    const int gy0 = device(grid.y, origin.y);
    const int gx1 = device(grid.x + grid.width, origin.x);
    const int gy1 = device(grid.y + grid.height, origin.y);
    const int ox0 = device(outer.x, origin.x);
    const int oy0 = device(outer.y, origin.y);
    const int ox1 = device(outer.x + outer.width, origin.x);
    const int oy1 = device(outer.y + outer.height, origin.y);
    for (int y = std::max(0, oy0); y < std::min(height, oy1); ++y) {
        for (int x = std::max(0, ox0); x < std::min(width, ox1); ++x) {
            const int i = y * width + x;
            if (alpha[i] != 255) continue;
            double by = 0;
            if (x >= gx0 && x < gx1 && y >= gy0 && y < gy1) {
                by = 3.0 * grain(x, y);
            } else {
                // Along the bar: top and bottom bars run across, the side bars down.
                const int across = std::min(x - ox0, ox1 - 1 - x);
                const int down = std::min(y - oy0, oy1 - 1 - y);
                const double u = (down < across ? x : y) / scale;
                const double v = (down < across ? y : x) / scale;
                by = 5.0 * std::sin(v * 0.6 + 3.0 * std::sin(u * 0.015 + v * 0.09)) +
                     2.5 * std::sin(v * 1.7 + u * 0.004) + 2.0 * grain(x, y);
            }
            for (int c = 0; c < 3; ++c)
                rgb[3 * i + c] = shifted(rgb[3 * i + c], by);
        }
    }
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

void BoardPainter::rebuild(const gui::BoardLayout& layout, double scale) {
    const double cell = layout.cell();
    const double pixel = 1 / scale;
    const gui::Rect& outer = layout.outer();
    const gui::Rect& grid = layout.board();
    const double margin = cell * kShadowMargin;
    // On whole device pixels, so the bitmap lands one to one on the screen.
    const double x = std::floor((outer.x - margin) * scale) / scale;
    const double y = std::floor((outer.y - margin) * scale) / scale;
    const double side = std::ceil((outer.width + 2 * margin) * scale) / scale;
    backdrop_rect_ = gui::Rect{x, y, side, side};
    const int pixels = static_cast<int>(std::lround(side * scale));

    wxImage image = clear_image(pixels, pixels);
    if (!palette_->high_contrast)
        add_board_shadow(image, outer, cell, scale, backdrop_rect_, *palette_);
    {
        Pixels gc = context_on(image, scale, x, y);
        draw_frame(*gc, outer, cell, *palette_);
        draw_felt(*gc, grid, *palette_);
    }
    if (!palette_->high_contrast) add_texture(image, outer, grid, scale, backdrop_rect_);
    {
        Pixels gc = context_on(image, scale, x, y);
        if (!palette_->high_contrast) draw_felt_depth(*gc, grid, cell, pixel, *palette_);
        draw_frame_bevel(*gc, outer, cell, pixel, *palette_);
        draw_grid(*gc, grid, cell, pixel, *palette_);
        if (coordinates_) draw_coordinates(*gc, layout, *palette_);
    }
    wxGraphicsRenderer* renderer = wxGraphicsRenderer::GetDefaultRenderer();
    backdrop_ = renderer->CreateBitmapFromImage(image);

    const int square = static_cast<int>(std::lround(cell * scale));
    for (const Color colour : {Color::Black, Color::White}) {
        wxImage disc = clear_image(square, square);
        {
            Pixels gc = context_on(disc, scale, 0, 0);
            draw_disc(*gc, cell / 2, cell / 2, cell * kDiscRadius, colour, *palette_);
        }
        resting_[static_cast<int>(colour)] = renderer->CreateBitmapFromImage(disc);
    }
    cached_ = CacheKey{cell, grid.x, grid.y, scale};
}

bool BoardPainter::paint(wxGraphicsContext& gc, const gui::BoardLayout& layout, double scale,
                         const BoardScene& scene) {
    if (layout.cell() <= 0) return false;
    const CacheKey key{layout.cell(), layout.board().x, layout.board().y, scale};
    const bool rebuilt = cached_ != key;
    if (rebuilt) rebuild(layout, scale);
    gc.DrawBitmap(backdrop_, backdrop_rect_.x, backdrop_rect_.y, backdrop_rect_.width,
                  backdrop_rect_.height);

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
                gc.DrawBitmap(resting_[static_cast<int>(colour)], r.x, r.y, cell, cell);
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
        ghost.opacity = 0.5;
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
        gc.SetBrush(wxBrush(p.last_move_mark));
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
