// SPDX-License-Identifier: GPL-3.0-or-later
// Windows' places on the screen; see screen_rects.hpp.
#include "probes/screen_rects.hpp"

namespace reversi::probes {

ScreenRects::ScreenRects(const wxWindow& top)
    : top_(top), top_client_origin_(top.ClientToScreen(wxPoint(0, 0))) {}

wxPoint ScreenRects::client_to_screen(const wxWindow& window, wxPoint point) const {
    // Each window's position is in its parent's client area, its own client area starting
    // GetClientAreaOrigin() inside it.
    for (const wxWindow* w = &window; w != nullptr && w != &top_; w = w->GetParent())
        point += w->GetPosition() + w->GetClientAreaOrigin();
    return top_client_origin_ + point;
}

wxRect ScreenRects::rect_of(const wxWindow& window) const {
    if (!window.IsShownOnScreen()) return wxRect();
    const wxWindow* parent = window.GetParent();
    if (parent == nullptr) return window.GetScreenRect();
    return wxRect(client_to_screen(*parent, window.GetPosition()), window.GetSize());
}

}  // namespace reversi::probes
