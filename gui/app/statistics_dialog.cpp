// SPDX-License-Identifier: GPL-3.0-or-later
// "Your records"; see statistics_dialog.hpp.
#include "app/statistics_dialog.hpp"

#include <wx/dialog.h>
#include <wx/gbsizer.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/statline.h>
#include <wx/stattext.h>

#include "app/wrapped_label.hpp"
#include "translations/match_texts.hpp"
#include "translations/records_texts.hpp"

namespace reversi::app {

namespace {

constexpr int kCountColumns = 4;  // played, wins, losses, draws
constexpr int kUnreadNoteWidthDip = 380;

// One row per opponent with its counts, and its play time on the row underneath.
wxGridBagSizer* records_table(wxDialog& dialog, const records::Records& records) {
    auto* table = new wxGridBagSizer(dialog.FromDIP(4), dialog.FromDIP(24));
    int row = 0;
    auto add = [&](const wxString& text, bool heading, int column, int flags, int span = 1) {
        auto* cell = new wxStaticText(&dialog, wxID_ANY, text);
        if (heading) cell->SetFont(dialog.GetFont().Bold());
        table->Add(cell, wxGBPosition(row, column), wxGBSpan(1, span), flags);
    };
    add(_("Opponent"), true, 0, wxALIGN_LEFT);
    add(_("Played"), true, 1, wxALIGN_RIGHT);
    add(_("Wins"), true, 2, wxALIGN_RIGHT);
    add(_("Losses"), true, 3, wxALIGN_RIGHT);
    add(_("Draws"), true, 4, wxALIGN_RIGHT);
    for (Level level : {Level::Easy, Level::Normal, Level::Hard}) {
        const records::OpponentRecord& r = records.of(level);
        ++row;
        table->Add(1, dialog.FromDIP(6), wxGBPosition(row, 0));  // air between opponents
        ++row;
        add(translations::opponent_name(level), true, 0, wxALIGN_LEFT);
        int column = 1;
        for (std::uint64_t count : {r.played, r.wins, r.losses, r.draws})
            add(wxString::Format("%llu", static_cast<unsigned long long>(count)), false, column++,
                wxALIGN_RIGHT);
        ++row;
        add(translations::opponent_play_time_line(r), false, 0, wxALIGN_LEFT | wxLEFT,
            1 + kCountColumns);
    }
    return table;
}

}  // namespace

void show_statistics(wxWindow* parent, const records::Records& records, bool unread) {
    wxDialog dialog(parent, wxID_ANY, _("Your records"));
    const int margin = dialog.FromDIP(16);
    auto* column = new wxBoxSizer(wxVERTICAL);
    if (unread) {
        auto* note = new WrappedLabel(&dialog, dialog.FromDIP(kUnreadNoteWidthDip));
        note->set_text(translations::records_unread_note());
        column->Add(note, wxSizerFlags().Border(wxLEFT | wxRIGHT | wxTOP, margin));
    }
    column->Add(records_table(dialog, records), wxSizerFlags().Border(wxALL, margin));
    column->Add(new wxStaticLine(&dialog),
                wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, margin));
    auto* total =
        new wxStaticText(&dialog, wxID_ANY,
                         wxString::Format(_("Total play time: %s"),
                                          translations::play_time_text(records.total_play_time())));
    total->SetFont(dialog.GetFont().Bold());
    column->Add(total, wxSizerFlags().Border(wxALL, margin));
    if (records.earlier_play_time.count() > 0) {
        // The total would otherwise be more than the opponents' times add up to, unexplained.
        const wxString time = translations::play_time_text(records.earlier_play_time);
        // TRANSLATORS: under the total in "Your records", only for players whose records come
        // from an earlier version of the game, which kept play time as one total.
        const wxString format = _("Of which from an earlier version, not kept per opponent: %s");
        column->Add(new wxStaticText(&dialog, wxID_ANY, wxString::Format(format, time)),
                    wxSizerFlags().Border(wxLEFT | wxRIGHT | wxBOTTOM, margin));
    }
    column->Add(dialog.CreateStdDialogButtonSizer(wxOK),
                wxSizerFlags().Expand().Border(wxALL, dialog.FromDIP(8)));
    dialog.SetSizerAndFit(column);
    dialog.ShowModal();
}

}  // namespace reversi::app
