// SPDX-License-Identifier: GPL-3.0-or-later
// Board and column; see board_and_column_sizer.hpp.
#include "app/board_and_column_sizer.hpp"

#include <algorithm>

#include "model/side_placement.hpp"

namespace reversi::app {

BoardAndColumnSizer::BoardAndColumnSizer(wxWindow* board, wxSizer* column, int border) {
    board_ = Add(board, wxSizerFlags().Expand());
    column_ = Add(column, wxSizerFlags().Expand().Border(wxALL, border));
}

wxSize BoardAndColumnSizer::CalcMin() {
    const wxSize board = board_->CalcMin();
    const wxSize column = column_->CalcMin();  // with its border
    return wxSize(board.x + column.x, std::max(board.y, column.y));
}

void BoardAndColumnSizer::RepositionChildren(const wxSize& /*minSize*/) {
    const wxPoint at = GetPosition();
    const wxSize page = GetSize();
    const wxSize column = column_->CalcMin();
    const gui::SidePlacement placement =
        gui::place_side(gui::Size{static_cast<double>(page.x), static_cast<double>(page.y)},
                        gui::Size{static_cast<double>(column.x), static_cast<double>(column.y)});
    if (placement == gui::SidePlacement::Below) {
        const int board_height = page.y - column.y;
        board_->SetDimension(at, wxSize(page.x, board_height));
        column_->SetDimension(wxPoint(at.x + (page.x - column.x) / 2, at.y + board_height), column);
        return;
    }
    // The board no wider than it is tall, the column right beside it, the pair centred.
    const int board_width = std::max(0, std::min(page.x - column.x, page.y));
    const int left = at.x + std::max(0, (page.x - column.x - board_width) / 2);
    board_->SetDimension(wxPoint(left, at.y), wxSize(board_width, page.y));
    column_->SetDimension(wxPoint(left + board_width, at.y), wxSize(column.x, page.y));
}

}  // namespace reversi::app
