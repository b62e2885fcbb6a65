// SPDX-License-Identifier: GPL-3.0-or-later
// The game's icon; see app_icon.hpp.
#include "app/app_icon.hpp"

#include "app_icon_svg.hpp"

namespace reversi::app {

wxBitmapBundle app_icon() { return wxBitmapBundle::FromSVG(kAppIconSvg, wxSize(128, 128)); }

wxIcon app_icon_of(int pixels) {
    wxIcon icon;
    icon.CopyFromBitmap(app_icon().GetBitmap(wxSize(pixels, pixels)));
    return icon;
}

wxIconBundle app_icons() {
    wxIconBundle icons;
    for (const int pixels : {16, 24, 32, 48, 64, 128, 256})
        icons.AddIcon(app_icon_of(pixels));
    return icons;
}

}  // namespace reversi::app
