// SPDX-License-Identifier: GPL-3.0-or-later
// The parts of the board's drawing that change only with the size, the palette and the
// coordinates: the backdrop (the window's colour, the board's shadow, the frame, felt and grid)
// and a disc at rest of each colour. They are drawn a band of rows at a time, so the window's
// thread can draw them ahead of the first paint in slices far shorter than a frame (drawing
// them at once took 15 ms of CPU, 50 to 130 ms of wall time on a loaded machine); the bands
// together give the same pixels as drawing it all at once.
#pragma once

#include <wx/colour.h>

#include <array>
#include <optional>

#include "board/board_palette.hpp"
#include "board/screen_layer.hpp"
#include "model/board_layout.hpp"

namespace reversi::board {

// The panel painted on: its size in window units, device pixels per unit, and the colour of
// the window around the board.
struct PaintArea {
    int width = 0;
    int height = 0;
    double scale = 1;
    wxColour background;
};

// Everything the kept parts are drawn from: equal keys, equal pictures.
struct KeptLayersKey {
    int width = 0;
    int height = 0;
    double cell = 0;
    double x = 0;
    double y = 0;
    double scale = 0;
    unsigned long background = 0;
    const BoardPalette* palette = nullptr;
    bool coordinates = false;
    bool operator==(const KeptLayersKey&) const = default;
};

struct KeptLayers {
    KeptLayersKey key;
    ScreenLayer backdrop;  // the window's colour, the board's shadow, frame, felt and grid
    std::array<ScreenLayer, 2> resting;  // a disc at rest with its shadow, by colour
    double sprite_margin = 0;            // how far those reach past their square on each side
};

class KeptLayersBuild {
public:
    // Device pixel rows drawn per step: well under a millisecond on a board of 650 pixels.
    static constexpr int kRowsPerStep = 32;

    KeptLayersBuild(const gui::BoardLayout& layout, const PaintArea& area,
                    const BoardPalette& palette, bool coordinates,
                    int rows_per_step = kRowsPerStep);
    static KeptLayersKey key_for(const gui::BoardLayout& layout, const PaintArea& area,
                                 const BoardPalette& palette, bool coordinates);

    const KeptLayersKey& key() const { return layers_.key; }
    bool done() const { return stage_ == Stage::Done; }
    // Draws the next slice: a band of the backdrop, the coordinates, or one resting disc.
    void step();
    // Draws whatever is left.
    void finish();
    // The finished layers; the build is spent.
    KeptLayers take();

private:
    enum class Stage { Bands, Coordinates, BlackDisc, WhiteDisc, Done };

    void draw_band(const ScreenLayer::Rows& rows);
    void draw_resting_disc(Color color);

    gui::BoardLayout layout_;
    PaintArea area_;
    const BoardPalette& palette_;
    KeptLayers layers_;
    Stage stage_ = Stage::Bands;
    int rows_per_step_;
    int next_row_ = 0;
};

}  // namespace reversi::board
