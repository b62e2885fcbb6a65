// SPDX-License-Identifier: GPL-3.0-or-later
// A picture kept next to the screen; see screen_layer.hpp.
#include "board/screen_layer.hpp"

#include <cassert>
#include <cmath>
#include <utility>

namespace reversi::board {

ScreenLayer::ScreenLayer(int width, int height, double scale, bool opaque)
    : width_(width), height_(height), opaque_(opaque) {
    const int w = static_cast<int>(std::ceil(width * scale));
    const int h = static_cast<int>(std::ceil(height * scale));
    image_ = cairo_image_surface_create(opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, w, h);
    cairo_surface_set_device_scale(image_, scale, scale);
}

ScreenLayer::~ScreenLayer() { release(); }

ScreenLayer::ScreenLayer(ScreenLayer&& other) noexcept { *this = std::move(other); }

ScreenLayer& ScreenLayer::operator=(ScreenLayer&& other) noexcept {
    if (this == &other) return *this;
    release();
    image_ = std::exchange(other.image_, nullptr);
    screen_ = std::exchange(other.screen_, nullptr);
    width_ = other.width_;
    height_ = other.height_;
    opaque_ = other.opaque_;
    return *this;
}

void ScreenLayer::release() {
    if (screen_ != nullptr) cairo_surface_destroy(screen_);
    if (image_ != nullptr) cairo_surface_destroy(image_);
    screen_ = nullptr;
    image_ = nullptr;
}

ScreenLayer::Painter::Painter(cairo_surface_t* image, double x, double y, const Rows* band)
    : cairo_(cairo_create(image)) {
    if (band != nullptr) {
        // Whole device rows: what falls in the band comes out as it would drawn all at once.
        double scale_x = 1;
        double scale_y = 1;
        cairo_surface_get_device_scale(image, &scale_x, &scale_y);
        cairo_rectangle(cairo_, 0, band->first / scale_y,
                        cairo_image_surface_get_width(image) / scale_x,
                        (band->end - band->first) / scale_y);
        cairo_clip(cairo_);
    }
    // wx draws on the cairo context it is given and leaves it to its owner to destroy.
    gc_.reset(wxGraphicsRenderer::GetDefaultRenderer()->CreateContextFromNativeContext(cairo_));
    gc_->SetAntialiasMode(wxANTIALIAS_DEFAULT);
    gc_->Translate(-x, -y);
}

ScreenLayer::Painter::~Painter() {
    gc_.reset();
    cairo_destroy(cairo_);
}

std::uint32_t* ScreenLayer::pixels() {
    assert(screen_ == nullptr && "a layer on the screen no longer changes");
    cairo_surface_flush(image_);
    return reinterpret_cast<std::uint32_t*>(cairo_image_surface_get_data(image_));
}

int ScreenLayer::pixel_width() const { return cairo_image_surface_get_width(image_); }
int ScreenLayer::pixel_height() const { return cairo_image_surface_get_height(image_); }
int ScreenLayer::stride() const { return cairo_image_surface_get_stride(image_) / 4; }
void ScreenLayer::done_with_pixels() { cairo_surface_mark_dirty(image_); }

void ScreenLayer::move_next_to(cairo_surface_t* like) const {
    if (image_ == nullptr || screen_ != nullptr || like == nullptr) return;
    // A surface like the one being painted (same device scale): on X11, server side.
    screen_ = cairo_surface_create_similar(
        like, opaque_ ? CAIRO_CONTENT_COLOR : CAIRO_CONTENT_COLOR_ALPHA, width_, height_);
    cairo_t* copy = cairo_create(screen_);
    cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE);
    cairo_set_source_surface(copy, image_, 0, 0);
    cairo_paint(copy);
    cairo_destroy(copy);
}

void ScreenLayer::draw(wxGraphicsContext& gc, double x, double y) const {
    auto* target = static_cast<cairo_t*>(gc.GetNativeContext());
    if (image_ == nullptr || target == nullptr) return;
    move_next_to(cairo_get_target(target));
    cairo_save(target);
    cairo_set_source_surface(target, screen_, x, y);
    cairo_rectangle(target, x, y, width_, height_);
    cairo_fill(target);
    cairo_restore(target);
}

}  // namespace reversi::board
