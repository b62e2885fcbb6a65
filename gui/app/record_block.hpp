// SPDX-License-Identifier: GPL-3.0-or-later
// The player's record against the match's opponent, at the foot of the match column: under
// the heading "Your records", its four counts with the records table's own headings (Played,
// Wins, Losses, Draws), as many pairs to a row as the column's width allows. Not a window of
// its own (a panel without controls would be a nameless stop for a screen reader): its labels
// are the page's children, laid out by its sizer.
#pragma once

#include <wx/sizer.h>
#include <wx/stattext.h>

#include <array>

#include "records/records.hpp"

namespace reversi::app {

class RecordBlock {
public:
    explicit RecordBlock(wxWindow* page);

    // To add to the page's column.
    wxSizer* sizer() const { return column_; }
    // Shows `record`'s counts; returns whether a text changed (the layout needs redoing).
    bool show(const records::OpponentRecord& record);
    void set_shown(bool shown);
    bool shown() const { return heading_->IsShown(); }
    // Four pairs to a row where they fit in `width` pixels, else two, else one.
    void set_width(int width);
    // The width of one pair a row: the block's narrowest form.
    int narrowest_width() const;
    // What it shows, for the automation state: "Played 3 | Wins 1 | Losses 1 | Draws 0".
    wxString text() const;

private:
    static constexpr std::size_t kCounts = 4;

    // The grid's width with `pairs` pairs to a row.
    int width_with(int pairs) const;

    wxBoxSizer* column_ = nullptr;
    wxStaticText* heading_ = nullptr;
    wxFlexGridSizer* grid_ = nullptr;  // heading, count, heading, count... row by row
    std::array<wxStaticText*, kCounts> headings_{};
    std::array<wxStaticText*, kCounts> counts_{};
    int width_ = 0;  // the column's, as last set
};

}  // namespace reversi::app
