// SPDX-License-Identifier: GPL-3.0-or-later
// Windows' places on the screen; see screen_rects.hpp.
#include "probes/screen_rects.hpp"

namespace reversi::probes {

namespace {

bool right_to_left(const wxWindow& window) {
    return window.GetLayoutDirection() == wxLayout_RightToLeft;
}

// `rect`, given as `window`'s client area counts it, counted from the area's left edge.
wxRect from_left(const wxWindow& window, wxRect rect) {
    if (right_to_left(window)) rect.x = window.GetClientSize().x - rect.x - rect.width;
    return rect;
}

}  // namespace

ScreenRects::ScreenRects(const wxWindow& top)
    : top_(top), top_client_origin_(top.ClientToScreen(wxPoint(0, 0))) {
    // ClientToScreen's origin of a right-to-left window is its client area's right edge.
    if (right_to_left(top)) top_client_origin_.x -= top.GetClientSize().x;
}

wxRect ScreenRects::rect_in(const wxWindow& window, wxRect rect) const {
    // Each window's position is in its parent's client area, its own client area starting
    // GetClientAreaOrigin() inside it.
    rect = from_left(window, rect);
    for (const wxWindow* w = &window; w != nullptr && w != &top_; w = w->GetParent()) {
        const wxRect place =
            w->GetParent() != nullptr
                ? from_left(*w->GetParent(), wxRect(w->GetPosition(), w->GetSize()))
                : wxRect(w->GetPosition(), w->GetSize());
        rect.Offset(place.GetPosition() + w->GetClientAreaOrigin());
    }
    return wxRect(top_client_origin_ + rect.GetPosition(), rect.GetSize());
}

wxPoint ScreenRects::client_to_screen(const wxWindow& window, wxPoint point) const {
    return rect_in(window, wxRect(point, wxSize(0, 0))).GetPosition();
}

wxRect ScreenRects::rect_of(const wxWindow& window) const {
    if (!window.IsShownOnScreen()) return wxRect();
    const wxWindow* parent = window.GetParent();
    if (parent == nullptr) return window.GetScreenRect();
    return rect_in(*parent, wxRect(window.GetPosition(), window.GetSize()));
}

}  // namespace reversi::probes
