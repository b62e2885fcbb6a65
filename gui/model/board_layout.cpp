// Board geometry; see board_layout.hpp.
#include "model/board_layout.hpp"

#include <algorithm>
#include <cmath>

#include "core/bitboard.hpp"

namespace reversi::gui {

BoardLayout::BoardLayout(double width, double height, double margin) {
    const double side = std::max(0.0, std::min(width, height) - 2 * margin);
    board_ = Rect{(width - side) / 2, (height - side) / 2, side, side};
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

}  // namespace reversi::gui
