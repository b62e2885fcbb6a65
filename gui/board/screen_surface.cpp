// SPDX-License-Identifier: GPL-3.0-or-later
// A surface like the screen's; see screen_surface.hpp.
#include "board/screen_surface.hpp"

#include <gtk/gtk.h>

namespace reversi::board {

ScreenSurface surface_like_screen(const wxWindow* window) {
    GdkWindow* like = window != nullptr && window->GetHandle() != nullptr
                          ? gtk_widget_get_window(window->GetHandle())
                          : nullptr;
    if (like == nullptr) like = gdk_get_default_root_window();
    if (like == nullptr) return nullptr;
    return ScreenSurface(gdk_window_create_similar_surface(like, CAIRO_CONTENT_COLOR, 1, 1));
}

}  // namespace reversi::board
