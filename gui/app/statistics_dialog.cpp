// SPDX-License-Identifier: GPL-3.0-or-later
// "Your records"; see statistics_dialog.hpp.
#include "app/statistics_dialog.hpp"

#include <gtk/gtk.h>
#include <wx/dataview.h>
#include <wx/dialog.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/statline.h>
#include <wx/stattext.h>

#include "a11y/accessible_name.hpp"
#include "app/wrapped_label.hpp"
#include "translations/match_texts.hpp"
#include "translations/records_texts.hpp"

namespace reversi::app {

namespace {

constexpr int kUnreadNoteWidthDip = 380;

// One row per opponent: its counts and its play time. A table of the toolkit's own (GTK's tree
// view), so a screen reader reads it as a table, each count with its column's heading.
wxDataViewListCtrl* records_table(wxDialog& dialog, const records::Records& records) {
    auto* table = new wxDataViewListCtrl(&dialog, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                         wxDV_SINGLE | wxDV_HORIZ_RULES);
    table->AppendTextColumn(_("Opponent"), wxDATAVIEW_CELL_INERT, wxCOL_WIDTH_AUTOSIZE);
    for (const wxString& heading : {_("Played"), _("Wins"), _("Losses"), _("Draws")})
        table->AppendTextColumn(heading, wxDATAVIEW_CELL_INERT, wxCOL_WIDTH_AUTOSIZE,
                                wxALIGN_RIGHT);
    // TRANSLATORS: a column's heading in "Your records": the time spent against that opponent.
    table->AppendTextColumn(_("Play time"), wxDATAVIEW_CELL_INERT, wxCOL_WIDTH_AUTOSIZE);
    for (Level level : {Level::Easy, Level::Normal, Level::Hard}) {
        const records::OpponentRecord& r = records.of(level);
        wxVector<wxVariant> row;
        row.push_back(translations::opponent_name(level));
        for (std::uint64_t count : {r.played, r.wins, r.losses, r.draws})
            row.push_back(wxString::Format("%llu", static_cast<unsigned long long>(count)));
        row.push_back(translations::opponent_play_time(r));
        table->AppendItem(row);
    }
    // As large as its rows and columns: nothing to scroll. Named as the window is.
    GtkWidget* view = table->GtkGetTreeView();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(table->GetHandle()), GTK_POLICY_NEVER,
                                   GTK_POLICY_NEVER);
    // Before it is shown, GTK's tree view has measured its first row only: the others are as
    // tall.
    GtkRequisition natural{};
    gtk_widget_get_preferred_size(table->GetHandle(), nullptr, &natural);
    GdkRectangle first_row{};
    GtkTreePath* first = gtk_tree_path_new_first();
    gtk_tree_view_get_background_area(GTK_TREE_VIEW(view), first, nullptr, &first_row);
    gtk_tree_path_free(first);
    const int rows = static_cast<int>(table->GetItemCount());
    table->SetMinSize(wxSize(natural.width, natural.height + (rows - 1) * first_row.height));
    atk_object_set_name(gtk_widget_get_accessible(view), dialog.GetTitle().utf8_str().data());
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
    // Read first: that the counts are this session's only, when the file could not be read.
    const wxString unread_note = unread ? translations::records_unread_note() + "\n" : wxString();
    a11y::describe_dialog(dialog, unread_note + total->GetLabel());
    dialog.ShowModal();
}

}  // namespace reversi::app
