// SPDX-License-Identifier: GPL-3.0-or-later
// Paints the board: a walnut frame (with coordinates when asked for) around a green felt, its
// grid, the discs (turning, dropping or at rest), the dots on legal squares, the hovered
// square, the last move's mark and the keyboard cursor. The parts that change only with the
// size (the whole backdrop, a disc at rest) are drawn once at the screen's own resolution and
// kept next to the screen (ScreenLayer), so a frame costs a few copies even on a large window.
#pragma once

#include <wx/brush.h>
#include <wx/colour.h>
#include <wx/graphics.h>

#include <optional>

#include "app/board_palette.hpp"
#include "app/screen_layer.hpp"
#include "model/board_layout.hpp"
#include "model/move_animation.hpp"

namespace reversi::app {

// What one frame shows.
struct BoardScene {
    const Position* position = nullptr;
    const gui::MoveAnimation* move = nullptr;
    gui::MoveAnimation::Millis elapsed{0};
    Bitboard dots = 0;         // the squares the player may play
    std::optional<int> hover;  // a dotted square under the pointer
    Color hover_colour = Color::Black;
    std::optional<int> last_move;
    std::optional<int> cursor;  // the keyboard cursor, when shown
};

// The panel painted on: its size in window units, device pixels per unit, and the colour of
// the window around the board.
struct PaintArea {
    int width = 0;
    int height = 0;
    double scale = 1;
    wxColour background;
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

    // Draws `scene` over the whole area; returns whether the kept parts had to be drawn anew.
    bool paint(wxGraphicsContext& gc, const gui::BoardLayout& layout, const PaintArea& area,
               const BoardScene& scene);
    // The squares' part of the panel a frame of the animation changes (for a partial repaint).
    static gui::Rect changed_by(const gui::BoardLayout& layout, Bitboard squares);

private:
    struct CacheKey {
        int width = 0;
        int height = 0;
        double cell = 0;
        double x = 0;
        double y = 0;
        double scale = 0;
        unsigned long background = 0;
        bool operator==(const CacheKey&) const = default;
    };

    void rebuild(const gui::BoardLayout& layout, const PaintArea& area);
    void draw_discs(wxGraphicsContext& gc, const gui::BoardLayout& layout,
                    const BoardScene& scene) const;
    void draw_marks(wxGraphicsContext& gc, const gui::BoardLayout& layout,
                    const BoardScene& scene) const;

    const BoardPalette* palette_ = &board_palette(false);
    bool coordinates_ = false;
    std::optional<CacheKey> cached_;
    ScreenLayer backdrop_;      // the window's colour, the board's shadow, frame, felt and grid
    ScreenLayer resting_[2];    // a disc at rest with its shadow
    double sprite_margin_ = 0;  // how far those reach past their square on each side
};

}  // namespace reversi::app
