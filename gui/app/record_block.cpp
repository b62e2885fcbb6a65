// SPDX-License-Identifier: GPL-3.0-or-later
// The record against this match's opponent; see record_block.hpp.
#include "app/record_block.hpp"

#include <wx/intl.h>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace reversi::app {

namespace {
constexpr int kHeadingGapDip = 6;  // between a count's heading and its number
constexpr int kPairGapDip = 18;    // between one pair and the next on a row
constexpr int kRowGapDip = 2;
}  // namespace

RecordBlock::RecordBlock(wxWindow* page) {
    column_ = new wxBoxSizer(wxVERTICAL);
    heading_ = new wxStaticText(page, wxID_ANY, _("Your records"));
    heading_->SetFont(page->GetFont().Bold());
    column_->Add(heading_, wxSizerFlags().Border(wxBOTTOM, page->FromDIP(4)));
    grid_ =
        new wxFlexGridSizer(static_cast<int>(2 * kCounts), wxSize(0, page->FromDIP(kRowGapDip)));
    // The headings of "Your records", where every language already names these counts.
    const std::array<wxString, kCounts> names = {_("Played"), _("Wins"), _("Losses"), _("Draws")};
    for (std::size_t i = 0; i < kCounts; ++i) {
        headings_[i] = new wxStaticText(page, wxID_ANY, names[i]);
        counts_[i] = new wxStaticText(page, wxID_ANY, "0");
        counts_[i]->SetFont(page->GetFont().Bold());
        grid_->Add(headings_[i], wxSizerFlags().Border(wxRIGHT, page->FromDIP(kHeadingGapDip)));
        // The pair's gap after each count, the row's last one included: a row is as wide as
        // its pairs whichever ends it.
        grid_->Add(counts_[i], wxSizerFlags().Border(wxRIGHT, page->FromDIP(kPairGapDip)));
    }
    column_->Add(grid_);
}

bool RecordBlock::show(const records::OpponentRecord& record) {
    const std::array<std::uint64_t, kCounts> values = {record.played, record.wins, record.losses,
                                                       record.draws};
    bool changed = false;
    for (std::size_t i = 0; i < kCounts; ++i) {
        const wxString text = wxString::Format("%llu", static_cast<unsigned long long>(values[i]));
        if (counts_[i]->GetLabel() == text) continue;
        counts_[i]->SetLabel(text);
        changed = true;
    }
    if (changed) set_width(width_);  // a longer count may need another row
    return changed;
}

void RecordBlock::set_shown(bool shown) { column_->ShowItems(shown); }

int RecordBlock::width_with(int pairs) const {
    // Measured from the labels, not the sizer: a hidden block must still choose its rows.
    std::vector<int> columns(static_cast<std::size_t>(2 * pairs), 0);
    std::size_t i = 0;
    for (const wxSizerItem* item : grid_->GetChildren()) {
        const int width = item->GetWindow()->GetBestSize().x + item->GetBorder();
        int& column = columns[i++ % columns.size()];
        column = std::max(column, width);
    }
    int width = 0;
    for (const int column : columns)
        width += column;
    return width;
}

void RecordBlock::set_width(int width) {
    width_ = width;
    for (const int pairs : {4, 2, 1}) {
        if (pairs > 1 && width_with(pairs) > width) continue;
        grid_->SetCols(2 * pairs);
        return;
    }
}

int RecordBlock::narrowest_width() const {
    return std::max(width_with(1), heading_->GetBestSize().x);
}

wxString RecordBlock::text() const {
    wxString text;
    for (std::size_t i = 0; i < kCounts; ++i) {
        if (i > 0) text += " | ";
        text += headings_[i]->GetLabel() + " " + counts_[i]->GetLabel();
    }
    return text;
}

}  // namespace reversi::app
