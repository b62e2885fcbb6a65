// "Your records"; see statistics_dialog.hpp.
#include "app/statistics_dialog.hpp"

#include <wx/dialog.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include "app/match_texts.hpp"
#include "translations/records_texts.hpp"

namespace reversi::app {

void show_statistics(wxWindow* parent, const records::Records& records) {
    wxDialog dialog(parent, wxID_ANY, _("Your records"));
    auto* table = new wxFlexGridSizer(5, wxSize(dialog.FromDIP(24), dialog.FromDIP(8)));
    auto add = [&](const wxString& text, bool heading, int flags) {
        auto* cell = new wxStaticText(&dialog, wxID_ANY, text);
        if (heading) cell->SetFont(dialog.GetFont().Bold());
        table->Add(cell, wxSizerFlags().Align(flags));
    };
    add(_("Opponent"), true, wxALIGN_LEFT);
    add(_("Played"), true, wxALIGN_RIGHT);
    add(_("Wins"), true, wxALIGN_RIGHT);
    add(_("Losses"), true, wxALIGN_RIGHT);
    add(_("Draws"), true, wxALIGN_RIGHT);
    for (Level level : {Level::Easy, Level::Normal, Level::Hard}) {
        const records::OpponentRecord& r = records.of(level);
        add(opponent_name(level), true, wxALIGN_LEFT);
        for (std::uint64_t count : {r.played, r.wins, r.losses, r.draws})
            add(wxString::Format("%llu", static_cast<unsigned long long>(count)), false,
                wxALIGN_RIGHT);
    }

    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(table, wxSizerFlags().Border(wxALL, dialog.FromDIP(16)));
    const wxString play_time = translations::play_time_text(records.play_time);
    column->Add(
        new wxStaticText(&dialog, wxID_ANY, wxString::Format(_("Total play time: %s"), play_time)),
        wxSizerFlags().Border(wxLEFT | wxRIGHT | wxBOTTOM, dialog.FromDIP(16)));
    column->Add(dialog.CreateStdDialogButtonSizer(wxOK),
                wxSizerFlags().Expand().Border(wxALL, dialog.FromDIP(8)));
    dialog.SetSizerAndFit(column);
    dialog.ShowModal();
}

}  // namespace reversi::app
