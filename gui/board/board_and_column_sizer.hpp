// SPDX-License-Identifier: GPL-3.0-or-later
// Lays out the match screen's two parts: the board, as large as the room allows, and the column
// of counts, texts and buttons, right beside it (the pair centred in a wide window) or, in a
// tall window, below it (gui/model/side_placement decides which gives the larger board). The
// column is as tall as what it holds, level with the top of the board, and narrows (down to its
// narrowest form) before the board gives up any of the window's height.
#pragma once

#include <wx/sizer.h>

#include <functional>

namespace reversi::board {

// The widths a column can take and how to give it one: narrower, it wraps its texts shorter
// and stacks its buttons.
struct ColumnWidths {
    int narrowest = 0;
    int natural = 0;
    std::function<void(int width)> set_width;
    // Optional: told whether the column's foot (the player's record) has room, for it to show
    // or hide. It has room only beside the board, and only where the column still fits the
    // window's height with it: the foot never makes the window's smallest size larger, nor
    // the board smaller.
    std::function<void(bool room)> foot_room;
};

class BoardAndColumnSizer final : public wxSizer {
public:
    // `border` goes around the column.
    BoardAndColumnSizer(wxWindow* board, wxSizer* column, int border, ColumnWidths widths);

    // The smallest size has the column beside the board at its natural width, the layout the
    // window opens with.
    wxSize CalcMin() override;
    void RepositionChildren(const wxSize& minSize) override;

private:
    // The column's smallest size, border included, once it is `width` wide (border excluded).
    wxSize column_at(int width);
    void give_foot_room(bool room);

    wxSizerItem* board_ = nullptr;
    wxSizerItem* column_ = nullptr;
    int border_ = 0;
    ColumnWidths widths_;
    int width_now_ = -1;
};

}  // namespace reversi::board
