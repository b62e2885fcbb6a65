// SPDX-License-Identifier: GPL-3.0-or-later
// A picture drawn once and shown many times: drawn on the client side (a cairo image, at the
// screen's resolution), then moved next to the screen on its first use (on X11, a pixmap in the
// X server), so each frame that shows it copies it there instead of sending its pixels again.
#pragma once

#include <wx/graphics.h>

#include <cairo.h>

#include <cstdint>
#include <memory>

namespace reversi::board {

class ScreenLayer {
public:
    ScreenLayer() = default;
    // A transparent picture of `width` x `height` window units at `scale` device pixels each;
    // `opaque` pictures cover everything under them and are copied faster.
    ScreenLayer(int width, int height, double scale, bool opaque);
    ~ScreenLayer();
    ScreenLayer(ScreenLayer&& other) noexcept;
    ScreenLayer& operator=(ScreenLayer&& other) noexcept;
    ScreenLayer(const ScreenLayer&) = delete;
    ScreenLayer& operator=(const ScreenLayer&) = delete;

    bool empty() const { return image_ == nullptr; }
    int width() const { return width_; }
    int height() const { return height_; }

    // Device pixel rows [first, end): a band of the picture.
    struct Rows {
        int first = 0;
        int end = 0;
    };

    // Draws on the picture through wx, in window units, with (x, y) at its top-left corner;
    // only the rows `band` when given. Only before the first draw().
    class Painter {
    public:
        Painter(cairo_surface_t* image, double x, double y, const Rows* band);
        ~Painter();
        Painter(const Painter&) = delete;
        Painter& operator=(const Painter&) = delete;
        wxGraphicsContext& operator*() { return *gc_; }
        wxGraphicsContext* operator->() { return gc_.get(); }

    private:
        cairo_t* cairo_;
        std::unique_ptr<wxGraphicsContext> gc_;
    };
    Painter paint(double x, double y) { return Painter(image_, x, y, nullptr); }
    Painter paint(double x, double y, const Rows& band) { return Painter(image_, x, y, &band); }

    // The device pixels, premultiplied ARGB, one row every `stride` values; call done_with_pixels
    // after changing them.
    std::uint32_t* pixels();
    int pixel_width() const;
    int pixel_height() const;
    int stride() const;
    void done_with_pixels();

    // Shows the picture with its top-left corner at (x, y) in `gc`'s window units.
    void draw(wxGraphicsContext& gc, double x, double y) const;
    // Copies the picture next to the screen now, beside `like` (a surface like the window's),
    // rather than at its first draw(): the first frame that shows it then sends no pixels.
    void move_next_to(cairo_surface_t* like) const;
    bool next_to_screen() const { return screen_ != nullptr; }

private:
    void release();

    cairo_surface_t* image_ = nullptr;
    mutable cairo_surface_t* screen_ = nullptr;  // made at the first draw
    int width_ = 0;
    int height_ = 0;
    bool opaque_ = false;
};

}  // namespace reversi::board
