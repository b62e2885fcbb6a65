// SPDX-License-Identifier: GPL-3.0-or-later
// The board's kept parts: drawn a band at a time they are the same pixels as drawn at once, and
// parts prepared ahead of a paint are used by it only while they still fit the board's size,
// palette and coordinates. Draws on cairo images, without a window (but with a display, for
// the coordinates' font).
#include <gtest/gtest.h>
#include <wx/app.h>
#include <wx/graphics.h>

#include <cairo.h>

#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <vector>

#include "board/board_painter.hpp"
#include "board/kept_layers.hpp"

namespace reversi::board {
namespace {

// wx with its GTK side started (coordinates need fonts, and fonts a display), once for all tests.
class GuiToolkitForDrawing final : public ::testing::Environment {
public:
    void SetUp() override {
        wxApp::SetInstance(new wxApp);
        int argc = 0;
        ready_ = wxEntryStart(argc, static_cast<wxChar**>(nullptr));
    }
    void TearDown() override {
        if (ready_) wxEntryCleanup();
    }
    static bool ready() { return ready_; }

private:
    static inline bool ready_ = false;
};
[[maybe_unused]] const ::testing::Environment* const kDrawingToolkit =
    ::testing::AddGlobalTestEnvironment(new GuiToolkitForDrawing);

// The pixels of a layer, row by row, without the padding at each row's end.
std::vector<std::uint32_t> layer_pixels(ScreenLayer& layer) {
    std::vector<std::uint32_t> out;
    const std::uint32_t* pixels = layer.pixels();
    for (int y = 0; y < layer.pixel_height(); ++y) {
        const std::uint32_t* row = pixels + static_cast<std::ptrdiff_t>(y) * layer.stride();
        out.insert(out.end(), row, row + layer.pixel_width());
    }
    return out;
}

struct BoardCase {
    int width;
    int height;
    double scale;
    bool high_contrast;
    bool coordinates;
};

KeptLayers built_in_bands(const BoardCase& c, int rows_per_step) {
    const PaintArea area{c.width, c.height, c.scale, wxColour(0xEE, 0xEE, 0xEC)};
    const gui::BoardLayout layout = BoardPainter::layout_for(c.width, c.height, 12, c.scale);
    KeptLayersBuild build(layout, area, board_palette(c.high_contrast), c.coordinates,
                          rows_per_step);
    while (!build.done())
        build.step();
    return build.take();
}

class KeptLayersTest : public ::testing::TestWithParam<BoardCase> {};

TEST_P(KeptLayersTest, DrawnInBandsTheyAreTheSamePixelsAsDrawnAtOnce) {
    ASSERT_TRUE(GuiToolkitForDrawing::ready()) << "no display: run under xvfb-run";
    KeptLayers at_once = built_in_bands(GetParam(), std::numeric_limits<int>::max());
    KeptLayers in_bands = built_in_bands(GetParam(), KeptLayersBuild::kRowsPerStep);
    EXPECT_EQ(layer_pixels(in_bands.backdrop), layer_pixels(at_once.backdrop));

    for (int color = 0; color < 2; ++color)
        EXPECT_EQ(layer_pixels(in_bands.resting[color]), layer_pixels(at_once.resting[color]));
    EXPECT_EQ(in_bands.sprite_margin, at_once.sprite_margin);
}

// GTK 3 scales by whole numbers only. (At a scale such as 1.5 a few felt pixels differ by one
// level in one channel: the gradient is rounded differently inside a band.)
INSTANTIATE_TEST_SUITE_P(Boards, KeptLayersTest,
                         ::testing::Values(BoardCase{655, 655, 1, false, false},
                                           BoardCase{500, 430, 1, false, true},
                                           BoardCase{420, 420, 2, false, false},
                                           BoardCase{451, 467, 2, false, true},
                                           BoardCase{655, 655, 1, true, true}));

// Paints a board on a cairo image, as the panel does on the screen.
class BoardCanvas {
public:
    BoardCanvas(int width, int height)
        : image_(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height)),
          area_{width, height, 1, wxColour(0xEE, 0xEE, 0xEC)},
          layout_(BoardPainter::layout_for(width, height, 12, 1)) {}
    ~BoardCanvas() { cairo_surface_destroy(image_); }
    BoardCanvas(const BoardCanvas&) = delete;
    BoardCanvas& operator=(const BoardCanvas&) = delete;

    void prepare(BoardPainter& painter) {
        painter.prepare(layout_, area_);
        while (painter.prepare_step()) {
        }
    }
    // Places the prepared parts next to this canvas, as the panel does in idle time.
    void place(BoardPainter& painter) { painter.place_prepared_parts(image_); }
    // Whether the painter had to draw kept parts in this paint.
    bool paint(BoardPainter& painter) {
        cairo_t* cairo = cairo_create(image_);
        std::unique_ptr<wxGraphicsContext> gc(
            wxGraphicsRenderer::GetDefaultRenderer()->CreateContextFromNativeContext(cairo));
        BoardScene scene;
        const Position start = Position::start();
        scene.position = &start;
        const bool drawn = painter.paint(*gc, layout_, area_, scene);
        gc.reset();
        cairo_destroy(cairo);
        return drawn;
    }
    std::vector<std::uint8_t> pixels() {
        cairo_surface_flush(image_);
        const auto* data = cairo_image_surface_get_data(image_);
        return {data, data + static_cast<std::ptrdiff_t>(cairo_image_surface_get_stride(image_)) *
                                 cairo_image_surface_get_height(image_)};
    }

private:
    cairo_surface_t* image_;
    PaintArea area_;
    gui::BoardLayout layout_;
};

TEST(KeptLayersPreparation, APaintUsesPartsPreparedForItsBoard) {
    ASSERT_TRUE(GuiToolkitForDrawing::ready()) << "no display: run under xvfb-run";
    BoardPainter painter;
    BoardCanvas canvas(520, 500);
    canvas.prepare(painter);
    EXPECT_FALSE(canvas.paint(painter));
    EXPECT_FALSE(canvas.paint(painter));  // and keeps them
}

// Placed next to the screen ahead of the first paint (the panel does it while the home screen
// shows), the parts are used as they are and show the same pixels as placed at that paint.
TEST(KeptLayersPreparation, PartsPlacedAheadAreUsedAndShowTheSamePixels) {
    ASSERT_TRUE(GuiToolkitForDrawing::ready()) << "no display: run under xvfb-run";
    BoardPainter placed;
    BoardCanvas canvas(520, 500);
    canvas.prepare(placed);
    EXPECT_TRUE(placed.has_parts_to_place());
    canvas.place(placed);
    EXPECT_FALSE(placed.has_parts_to_place());
    EXPECT_FALSE(canvas.paint(placed)) << "the placed parts were drawn again";

    BoardPainter at_first_paint;
    BoardCanvas reference(520, 500);
    reference.prepare(at_first_paint);
    EXPECT_FALSE(reference.paint(at_first_paint));
    EXPECT_EQ(canvas.pixels(), reference.pixels());
}

TEST(KeptLayersPreparation, APaintWithoutPreparationDrawsThePartsItself) {
    ASSERT_TRUE(GuiToolkitForDrawing::ready()) << "no display: run under xvfb-run";
    BoardPainter painter;
    BoardCanvas canvas(520, 500);
    EXPECT_TRUE(canvas.paint(painter));
    EXPECT_FALSE(canvas.paint(painter));
}

TEST(KeptLayersPreparation, PartsPreparedForAnotherSizeAreNotUsed) {
    ASSERT_TRUE(GuiToolkitForDrawing::ready()) << "no display: run under xvfb-run";
    BoardPainter painter;
    BoardCanvas smaller(480, 480);
    smaller.prepare(painter);
    BoardCanvas larger(520, 500);
    EXPECT_TRUE(larger.paint(painter));
}

TEST(KeptLayersPreparation, PartsPreparedBeforeTheCoordinatesWereShownAreNotUsed) {
    ASSERT_TRUE(GuiToolkitForDrawing::ready()) << "no display: run under xvfb-run";
    BoardPainter painter;
    BoardCanvas canvas(520, 500);
    canvas.prepare(painter);
    painter.set_coordinates(true);
    EXPECT_TRUE(canvas.paint(painter));

    BoardPainter fresh;
    fresh.set_coordinates(true);
    BoardCanvas reference(520, 500);
    reference.paint(fresh);
    EXPECT_EQ(canvas.pixels(), reference.pixels());
}

TEST(KeptLayersPreparation, PartsPreparedBeforeAPaletteChangeAreNotUsed) {
    ASSERT_TRUE(GuiToolkitForDrawing::ready()) << "no display: run under xvfb-run";
    BoardPainter painter;
    BoardCanvas canvas(520, 500);
    canvas.prepare(painter);
    painter.set_palette(board_palette(true));
    EXPECT_TRUE(canvas.paint(painter));
}

TEST(KeptLayersPreparation, APreparedBoardLooksTheSameAsOneDrawnInThePaint) {
    ASSERT_TRUE(GuiToolkitForDrawing::ready()) << "no display: run under xvfb-run";
    BoardPainter prepared_painter;
    BoardCanvas prepared(600, 560);
    prepared.prepare(prepared_painter);
    prepared.paint(prepared_painter);
    BoardPainter painter;
    BoardCanvas drawn(600, 560);
    drawn.paint(painter);
    EXPECT_EQ(prepared.pixels(), drawn.pixels());
}

}  // namespace
}  // namespace reversi::board
