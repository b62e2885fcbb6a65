// SPDX-License-Identifier: GPL-3.0-or-later
// Board and column; see board_and_column_sizer.hpp.
#include "board/board_and_column_sizer.hpp"

#include <algorithm>
#include <utility>

#include "model/side_placement.hpp"

namespace reversi::board {

BoardAndColumnSizer::BoardAndColumnSizer(wxWindow* board, wxSizer* column, int border,
                                         ColumnWidths widths)
    : border_(border), widths_(std::move(widths)) {
    board_ = Add(board, wxSizerFlags().Expand());
    column_ = Add(column, wxSizerFlags().Expand().Border(wxALL, border));
}

wxSize BoardAndColumnSizer::column_at(int width) {
    if (width != width_now_) {
        width_now_ = width;
        widths_.set_width(width);
    }
    return column_->CalcMin();
}

void BoardAndColumnSizer::give_foot_room(bool room) {
    if (widths_.foot_room) widths_.foot_room(room);
}

wxSize BoardAndColumnSizer::CalcMin() {
    give_foot_room(false);
    const wxSize board = board_->CalcMin();
    const wxSize column = column_at(widths_.natural);
    return wxSize(board.x + column.x, std::max(board.y, column.y));
}

void BoardAndColumnSizer::RepositionChildren(const wxSize& /*minSize*/) {
    const wxPoint at = GetPosition();
    const wxSize page = GetSize();
    give_foot_room(false);
    const wxSize natural = column_at(widths_.natural);
    const gui::SidePlacement placement =
        gui::place_side(gui::Size{static_cast<double>(page.x), static_cast<double>(page.y)},
                        gui::Size{static_cast<double>(natural.x), static_cast<double>(natural.y)});
    if (placement == gui::SidePlacement::Below) {
        const int board_height = page.y - natural.y;
        board_->SetDimension(at, wxSize(page.x, board_height));
        column_->SetDimension(wxPoint(at.x + (page.x - natural.x) / 2, at.y + board_height),
                              natural);
        return;
    }
    // The board takes the whole height while the column can narrow enough to leave it that.
    // Beside the board the column is only as tall as what it holds now (the room it keeps for a
    // pass notice is for the layout below the board).
    const double outer = gui::column_width_beside(
        gui::Size{static_cast<double>(page.x), static_cast<double>(page.y)},
        widths_.narrowest + 2 * border_, widths_.natural + 2 * border_);
    const int width = column_at(static_cast<int>(outer) - 2 * border_).x;
    const auto height_held = [this] { return column_->GetSizer()->CalcMin().y + 2 * border_; };
    give_foot_room(true);
    if (height_held() > page.y) give_foot_room(false);
    const wxSize column(width, height_held());
    // The board no wider than it is tall, the column right beside it, the pair centred.
    const int board_width = std::max(0, std::min(page.x - column.x, page.y));
    const int left = at.x + std::max(0, (page.x - column.x - board_width) / 2);
    board_->SetDimension(wxPoint(left, at.y), wxSize(board_width, page.y));
    // Only as tall as what it holds, level with the board's top edge (the board is centred in
    // its height), and moved up when it would not fit below that.
    const int height = std::min(column.y, page.y);
    const int top = std::clamp((page.y - board_width) / 2, 0, page.y - height);
    column_->SetDimension(wxPoint(left + board_width, at.y + top), wxSize(column.x, height));
}

}  // namespace reversi::board
