// SPDX-License-Identifier: GPL-3.0-or-later
// Where windows are on the screen, for the automation state: the top-level window's client area
// is asked of the X server once, the rest comes from the positions wx keeps. (GetScreenRect and
// ClientToScreen ask the X server each time; the automation state wanted about ten per write,
// and on a loaded machine the window's thread waited 2 to 20 ms for each.) In a right-to-left
// window wx counts positions from the right edge; the screen's are from the left.
#pragma once

#include <wx/gdicmn.h>
#include <wx/window.h>

namespace reversi::probes {

class ScreenRects {
public:
    // `top` is the top-level window whose windows are asked about; it must be on screen.
    explicit ScreenRects(const wxWindow& top);

    // A point in `window`'s client area, on the screen (as window.ClientToScreen(point)).
    wxPoint client_to_screen(const wxWindow& window, wxPoint point) const;
    // A rectangle in `window`'s client area (a sizer's, say), on the screen.
    wxRect rect_in(const wxWindow& window, wxRect rect) const;
    // `window`'s rectangle on the screen (as window.GetScreenRect()); empty when not shown.
    wxRect rect_of(const wxWindow& window) const;

private:
    const wxWindow& top_;
    wxPoint top_client_origin_;
};

}  // namespace reversi::probes
