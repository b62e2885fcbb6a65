// SPDX-License-Identifier: GPL-3.0-or-later
// Board geometry; see board_layout.hpp.
#include "model/board_layout.hpp"

#include <algorithm>
#include <cmath>

#include "core/bitboard.hpp"

namespace reversi::gui {

namespace {
double snapped(double value, double pixel) {
    return pixel > 0 ? std::floor(value / pixel) * pixel : value;
}
}  // namespace

BoardLayout::BoardLayout(double width, double height, double margin, double frame_per_cell,
                         double pixel) {
    const double side = std::max(0.0, std::min(width, height) - 2 * margin);
    const double cell = snapped(side / (kBoardSize + 2 * frame_per_cell), pixel);
    const double grid = cell * kBoardSize;
    const double x = snapped((width - grid) / 2, pixel);
    const double y = snapped((height - grid) / 2, pixel);
    board_ = Rect{x, y, grid, grid};
    const double frame = cell * frame_per_cell;
    outer_ = Rect{x - frame, y - frame, grid + 2 * frame, grid + 2 * frame};
}

Rect BoardLayout::square_rect(int square) const {
    const double c = cell();
    return Rect{board_.x + column_of(square) * c, board_.y + row_of(square) * c, c, c};
}

std::optional<int> BoardLayout::square_at(double x, double y) const {
    if (board_.width <= 0) return std::nullopt;
    const double column = std::floor((x - board_.x) / cell());
    const double row = std::floor((y - board_.y) / cell());
    if (column < 0 || column >= kBoardSize || row < 0 || row >= kBoardSize) return std::nullopt;
    return reversi::square_at(static_cast<int>(column), static_cast<int>(row));
}

Point BoardLayout::column_label(int column, bool above) const {
    const double x = board_.x + (column + 0.5) * cell();
    const double half_frame = frame_width() / 2;
    return Point{x, above ? board_.y - half_frame : board_.y + board_.height + half_frame};
}

Point BoardLayout::row_label(int row, bool left) const {
    const double y = board_.y + (row + 0.5) * cell();
    const double half_frame = frame_width() / 2;
    return Point{left ? board_.x - half_frame : board_.x + board_.width + half_frame, y};
}

}  // namespace reversi::gui
