// SPDX-License-Identifier: GPL-3.0-or-later
// Lays out the match screen's two parts: the board, as large as the room allows, and the column
// of counts, texts and buttons, right beside it (the pair centred in a wide window) or, in a
// tall window, below it (gui/model/side_placement decides which gives the larger board).
#pragma once

#include <wx/sizer.h>

namespace reversi::app {

class BoardAndColumnSizer final : public wxSizer {
public:
    // `border` goes around the column.
    BoardAndColumnSizer(wxWindow* board, wxSizer* column, int border);

    // The smallest size has the column beside the board, the layout the window opens with.
    wxSize CalcMin() override;
    void RepositionChildren(const wxSize& minSize) override;

private:
    wxSizerItem* board_ = nullptr;
    wxSizerItem* column_ = nullptr;
};

}  // namespace reversi::app
