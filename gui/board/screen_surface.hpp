// SPDX-License-Identifier: GPL-3.0-or-later
// A tiny surface like the ones a window is painted on, to prepare drawing and text ahead of a
// paint: on X11 a server-side surface, with the screen's depth and font options (Pango keys the
// fonts it finds by those too, so an image surface would not do).
#pragma once

#include <cairo.h>
#include <wx/window.h>

#include <memory>

namespace reversi::board {

struct SurfaceRelease {
    void operator()(cairo_surface_t* surface) const { cairo_surface_destroy(surface); }
};
using ScreenSurface = std::unique_ptr<cairo_surface_t, SurfaceRelease>;

// One pixel like `window`'s own GDK window when it has one yet (a window hidden with its page
// may not), or else like the screen's; empty without a display.
ScreenSurface surface_like_screen(const wxWindow* window = nullptr);

}  // namespace reversi::board
