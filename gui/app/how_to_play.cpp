// Help > How to play; see how_to_play.hpp.
#include "app/how_to_play.hpp"

#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/intl.h>
#include <wx/sizer.h>
#include <wx/textctrl.h>

namespace reversi::app {

namespace {

// Paragraphs kept whole, one translatable string each.
wxString rules_text() {
    const wxString paragraphs[] = {
        _("The board is 8×8. Four discs start on the centre squares, two black and two white, "
          "and Black always opens. You choose your colour before the match starts; the CPU "
          "plays the other one."),
        _("Place a disc on an empty square where it traps at least one of the CPU’s discs in a "
          "straight line, across, down or diagonally, between the new disc and one of yours. "
          "Every disc trapped that way turns to your colour, in every direction at once."),
        _("On your turn every square you may play carries a dot, and only those squares can be "
          "pressed. The disc placed last carries a small mark, and the discs a move turned are "
          "drawn flipping over."),
        _("If you have no legal square, your turn is skipped by itself and a short notice says "
          "so. The same happens to the CPU."),
        _("When neither side can move, the match is over, whether or not the board is full. "
          "Whoever holds more discs wins; an equal count is a draw."),
        _("Undo is unlimited and free. It takes back your last move together with the CPU’s "
          "reply. The CPU’s reply is fixed by the match, so playing the same square again "
          "brings the same reply."),
        _("A disc in a corner can never be turned. Edges are steadier than the middle, and the "
          "squares next to an empty corner are the dangerous ones."),
        _("Keyboard: the arrow keys move a cursor on the board, Enter or Space plays the square "
          "under it, Ctrl+Z undoes and Ctrl+N starts a new match."),
    };
    wxString text;
    for (const wxString& paragraph : paragraphs)
        text += paragraph + "\n\n";
    return text;
}

}  // namespace

void show_how_to_play(wxWindow* parent) {
    wxDialog dialog(parent, wxID_ANY, _("How to play"), wxDefaultPosition, wxDefaultSize,
                    wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
    auto* column = new wxBoxSizer(wxVERTICAL);
    auto* text = new wxTextCtrl(&dialog, wxID_ANY, rules_text(), wxDefaultPosition,
                                dialog.FromDIP(wxSize(520, 380)),
                                wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    column->Add(text, wxSizerFlags(1).Expand().Border(wxALL, dialog.FromDIP(12)));
    column->Add(dialog.CreateStdDialogButtonSizer(wxOK),
                wxSizerFlags().Expand().Border(wxALL, dialog.FromDIP(8)));
    dialog.SetSizerAndFit(column);
    dialog.ShowModal();
}

}  // namespace reversi::app
