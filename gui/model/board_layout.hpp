// SPDX-License-Identifier: GPL-3.0-or-later
// Where the 8x8 board and its frame sit in a panel of any size, where the coordinates go on the
// frame, and which square a point falls on: the geometry the board panel draws with and
// hit-tests with, kept free of wx so tests can check it.
#pragma once

#include <optional>

namespace reversi::gui {

struct Rect {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;
};

struct Point {
    double x = 0;
    double y = 0;
};

class BoardLayout {
public:
    // The largest board that fits `width` x `height` less `margin` on every side, centred: the
    // 8x8 grid plus a frame `frame_per_cell` cells wide around it. With `pixel` > 0 the cell and
    // the grid's corner fall on whole multiples of it (a device pixel in layout units), so grid
    // lines stay sharp at any size and scale factor.
    BoardLayout(double width, double height, double margin, double frame_per_cell = 0,
                double pixel = 0);

    // The 8x8 grid of squares.
    const Rect& board() const { return board_; }
    // The grid and its frame.
    const Rect& outer() const { return outer_; }
    double cell() const { return board_.width / 8; }
    double frame_width() const { return board_.x - outer_.x; }
    Rect square_rect(int square) const;
    // The square under a point, or nothing outside the grid (or on a panel too small for one).
    std::optional<int> square_at(double x, double y) const;

    // Where a coordinate is centred on the frame: a column's letter above and below the grid,
    // a row's number left and right of it.
    Point column_label(int column, bool above) const;
    Point row_label(int row, bool left) const;

private:
    Rect board_;
    Rect outer_;
};

}  // namespace reversi::gui
