// SPDX-License-Identifier: GPL-3.0-or-later
// Painting the board; see board_painter.hpp.
#include "board/board_painter.hpp"

#include <algorithm>
#include <cmath>

#include "board/board_textures.hpp"
#include "board/disc_drawing.hpp"

namespace reversi::board {

namespace {

constexpr double kDiscMargin = 0.2;  // a turning or dropping disc and its shadow reach this far out
constexpr double kDotRadius = 0.125;
constexpr double kMarkRadius = 0.10;

}  // namespace

gui::BoardLayout BoardPainter::layout_for(double width, double height, double margin,
                                          double scale) {
    return gui::BoardLayout(width, height, margin, kFramePerCell, 1 / scale);
}

void BoardPainter::set_palette(const BoardPalette& palette) { palette_ = &palette; }

// The kept parts' key holds the palette and the coordinates: a change to either is a new key.
void BoardPainter::set_coordinates(bool shown) { coordinates_ = shown; }

KeptLayersKey BoardPainter::key_for(const gui::BoardLayout& layout, const PaintArea& area) const {
    return KeptLayersBuild::key_for(layout, area, *palette_, coordinates_);
}

void BoardPainter::prepare(const gui::BoardLayout& layout, const PaintArea& area) {
    if (layout.cell() <= 0 || area.width <= 0 || area.height <= 0) return;
    const KeptLayersKey key = key_for(layout, area);
    if ((kept_ && kept_->key == key) || (build_ && build_->key() == key)) return;
    build_.emplace(layout, area, *palette_, coordinates_);
}

bool BoardPainter::prepare_step() {
    if (!build_ || build_->done()) return false;
    build_->step();
    return !build_->done();
}

bool BoardPainter::has_parts_to_place() const {
    return (build_ && build_->done()) || (kept_ && !kept_->backdrop.next_to_screen());
}

void BoardPainter::place_prepared_parts(cairo_surface_t* like) {
    if (build_ && build_->done()) {
        kept_ = build_->take();
        build_.reset();
    }
    if (!kept_) return;
    kept_->backdrop.move_next_to(like);
    for (const ScreenLayer& disc : kept_->resting)
        disc.move_next_to(like);
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
    const KeptLayersKey key = key_for(layout, area);
    bool drawn_now = false;
    if (!kept_ || kept_->key != key) {
        if (!build_ || build_->key() != key) build_.emplace(layout, area, *palette_, coordinates_);
        drawn_now = !build_->done();
        kept_ = build_->take();
        build_.reset();
    }
    kept_->backdrop.draw(gc, 0, 0);

    gc.SetPen(wxNullPen);
    for (const auto& [square, color] : {std::pair{scene.last_move, palette_->last_move_square},
                                        std::pair{scene.hover, palette_->hover_square}}) {
        if (!square) continue;
        const gui::Rect cell = layout.square_rect(*square);
        gc.SetBrush(wxBrush(color));
        gc.DrawRectangle(cell.x, cell.y, cell.width, cell.height);
    }
    draw_discs(gc, layout, scene);
    draw_marks(gc, layout, scene);
    return drawn_now;
}

void BoardPainter::draw_discs(wxGraphicsContext& gc, const gui::BoardLayout& layout,
                              const BoardScene& scene) const {
    const double cell = layout.cell();
    const Bitboard animated =
        scene.move != nullptr && !scene.move->finished(scene.elapsed) ? scene.move->animated() : 0;
    for (const Color color : {Color::Black, Color::White}) {
        for_each_square(scene.position->discs(color), [&](int square) {
            const gui::Rect r = layout.square_rect(square);
            if ((animated & square_bit(square)) == 0) {
                kept_->resting[static_cast<int>(color)].draw(gc, r.x - kept_->sprite_margin,
                                                             r.y - kept_->sprite_margin);
                return;
            }
            const gui::DiscLook look = scene.move->look(square, scene.elapsed);
            draw_disc(gc, r.x + cell / 2, r.y + cell / 2, cell * kDiscRadius,
                      look.shows_old_color ? opposite(color) : color, *palette_, look);
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
        draw_disc(gc, r.x + cell / 2, r.y + cell / 2, cell * kDiscRadius, scene.hover_color, p,
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

}  // namespace reversi::board
