// SPDX-License-Identifier: GPL-3.0-or-later
// Whether the column of texts and buttons goes beside the board or below it: wherever the
// board comes out larger, so a tall window puts it below.
#pragma once

namespace reversi::gui {

struct Size {
    double width = 0;
    double height = 0;
};

enum class SidePlacement { Beside, Below };

// `page` is the space for the board and the column; `column` the column's smallest size,
// borders included. Beside wins a tie: it is the layout the window opens with.
SidePlacement place_side(Size page, Size column);

// The side of the square the board gets with the column placed so.
double board_side(Size page, Size column, SidePlacement placement);

// The column's width beside the board, borders included: `natural` while the board still gets
// the page's whole height beside it, else narrower, down to `narrowest`, before the board gives
// up any height. Only a page below the window's smallest size (no window manager, or a tiling
// one) needs less than natural.
double column_width_beside(Size page, double narrowest, double natural);

}  // namespace reversi::gui
