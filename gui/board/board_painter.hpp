// SPDX-License-Identifier: GPL-3.0-or-later
// Paints the board: a walnut frame (with coordinates when asked for) around a green felt, its
// grid, the discs (turning, dropping or at rest), the dots on legal squares, the hovered
// square, the last move's mark and the keyboard cursor. The parts that change only with the
// size (the whole backdrop, a disc at rest) are drawn once at the screen's own resolution and
// kept next to the screen (ScreenLayer), so a frame costs a few copies even on a large window;
// they can be prepared ahead of the first paint, a slice at a time (KeptLayersBuild).
#pragma once

#include <wx/brush.h>
#include <wx/colour.h>
#include <wx/graphics.h>

#include <optional>

#include "board/board_palette.hpp"
#include "board/kept_layers.hpp"
#include "model/board_layout.hpp"
#include "model/move_animation.hpp"

namespace reversi::board {

// What one frame shows.
struct BoardScene {
    const Position* position = nullptr;
    const gui::MoveAnimation* move = nullptr;
    gui::MoveAnimation::Millis elapsed{0};
    Bitboard dots = 0;         // the squares the player may play
    std::optional<int> hover;  // a dotted square under the pointer
    Color hover_color = Color::Black;
    std::optional<int> last_move;
    std::optional<int> cursor;  // the keyboard cursor, when shown
};

class BoardPainter {
public:
    static constexpr double kFramePerCell = 0.42;

    // The board's geometry in a panel of `width` x `height` (window units), snapped to the
    // device pixels of `scale` (device pixels per window unit).
    static gui::BoardLayout layout_for(double width, double height, double margin, double scale);

    void set_palette(const BoardPalette& palette);
    void set_coordinates(bool shown);
    bool coordinates() const { return coordinates_; }

    // Starts preparing the kept parts for this size, palette and coordinates, unless they are
    // kept or being prepared already.
    void prepare(const gui::BoardLayout& layout, const PaintArea& area);
    // Draws the next slice of the parts being prepared; returns whether any is left.
    bool prepare_step();
    bool preparing() const { return build_ && !build_->done(); }
    // Whether prepared parts wait to be placed next to the screen.
    bool has_parts_to_place() const;
    // Takes the prepared parts into use and copies them next to the screen beside `like` (a
    // surface like the window's), so the first paint that shows them sends no pixels: on X11
    // that upload mapped shared memory and faulted in its pages in the first match's paint.
    void place_prepared_parts(cairo_surface_t* like);

    // Draws `scene` over the whole area; returns whether (some of) the kept parts had to be
    // drawn in this paint, rather than having been kept or prepared.
    bool paint(wxGraphicsContext& gc, const gui::BoardLayout& layout, const PaintArea& area,
               const BoardScene& scene);
    // The squares' part of the panel a frame of the animation changes (for a partial repaint).
    static gui::Rect changed_by(const gui::BoardLayout& layout, Bitboard squares);

private:
    KeptLayersKey key_for(const gui::BoardLayout& layout, const PaintArea& area) const;

    void draw_discs(wxGraphicsContext& gc, const gui::BoardLayout& layout,
                    const BoardScene& scene) const;
    void draw_marks(wxGraphicsContext& gc, const gui::BoardLayout& layout,
                    const BoardScene& scene) const;

    const BoardPalette* palette_ = &board_palette(false);
    bool coordinates_ = false;
    std::optional<KeptLayers> kept_;
    std::optional<KeptLayersBuild> build_;  // the next kept parts, while being prepared
};

}  // namespace reversi::board
