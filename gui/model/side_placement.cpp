// SPDX-License-Identifier: GPL-3.0-or-later
// Beside or below; see side_placement.hpp.
#include "model/side_placement.hpp"

#include <algorithm>

namespace reversi::gui {

double board_side(Size page, Size column, SidePlacement placement) {
    const double side = placement == SidePlacement::Beside
                            ? std::min(page.width - column.width, page.height)
                            : std::min(page.width, page.height - column.height);
    return std::max(0.0, side);
}

double column_width_beside(Size page, double narrowest, double natural) {
    return std::clamp(page.width - page.height, narrowest, natural);
}

SidePlacement place_side(Size page, Size column) {
    return board_side(page, column, SidePlacement::Below) >
                   board_side(page, column, SidePlacement::Beside)
               ? SidePlacement::Below
               : SidePlacement::Beside;
}

}  // namespace reversi::gui
