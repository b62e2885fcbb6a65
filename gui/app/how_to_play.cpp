// SPDX-License-Identifier: GPL-3.0-or-later
// Help > How to play; see how_to_play.hpp.
#include "app/how_to_play.hpp"

#include <wx/button.h>
#include <wx/display.h>
#include <wx/intl.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/sizer.h>

#include <algorithm>
#include <vector>

#ifdef __WXGTK3__
#include <gtk/gtk.h>
#endif

#include "a11y/accessible_name.hpp"
#include "app/wrapped_label.hpp"

namespace reversi::app {

namespace {

constexpr int kHowToPlayTextWidthDip = 540;
constexpr int kParagraphGapDip = 10;
constexpr int kHowToPlayMarginDip = 16;
// Of the screen's height, what the dialog may take before the text has to scroll.
constexpr double kMostOfTheScreen = 0.85;

// Paragraphs kept whole, one translatable string each.
std::vector<wxString> rules_paragraphs() {
    return {
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
        _("D and Shift+D move the cursor to the next and the previous square with a dot. With a "
          "screen reader, R reads your colour, the counts, whose turn it is and the CPU’s last "
          "move again."),
    };
}

// GTK's overlay scrollbars stay hidden until the pointer comes near: a player would not know
// there is more to read.
void always_show_scrollbar(wxScrolledWindow& window) {
#ifdef __WXGTK3__
    if (GTK_IS_SCROLLED_WINDOW(window.GetHandle()))
        gtk_scrolled_window_set_overlay_scrolling(GTK_SCROLLED_WINDOW(window.GetHandle()), FALSE);
#endif
    window.ShowScrollbars(wxSHOW_SB_NEVER, wxSHOW_SB_ALWAYS);
}

}  // namespace

HowToPlayDialog::HowToPlayDialog(wxWindow* parent)
    : wxDialog(parent, wxID_ANY, _("How to play"), wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER) {
    auto* view = new wxScrolledWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL);
    view_ = view;
    auto* text = new wxBoxSizer(wxVERTICAL);
    bool first = true;
    wxString whole_text;
    for (const wxString& paragraph : rules_paragraphs()) {
        whole_text += (first ? "" : "\n") + paragraph;
        auto* label = new WrappedLabel(view, FromDIP(kHowToPlayTextWidthDip));
        label->set_text(paragraph);
        text->Add(label, wxSizerFlags().Border(wxTOP, first ? 0 : FromDIP(kParagraphGapDip)));
        first = false;
    }
    view->SetSizer(text);
    const wxSize whole = text->CalcMin();
    text_height_ = whole.y;

    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(view, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(kHowToPlayMarginDip)));
    column->Add(CreateStdDialogButtonSizer(wxOK),
                wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8)));
    SetSizer(column);

    // As tall as the text, unless that is taller than most of the screen.
    view->SetMinSize(whole);
    const wxSize dialog = column->CalcMin();
    const int screen = wxDisplay(parent).GetClientArea().GetHeight();
    const int room = static_cast<int>(screen * kMostOfTheScreen) - (dialog.y - whole.y);
    if (whole.y > room) {
        view->SetMinSize(wxSize(whole.x + wxSystemSettings::GetMetric(wxSYS_VSCROLL_X, view),
                                std::max(room, FromDIP(120))));
        view->SetVirtualSize(whole);
        view->SetScrollRate(0, GetCharHeight());
        always_show_scrollbar(*view);
    } else {
        view->SetScrollRate(0, 0);
    }
    Fit();
    Layout();
    CentreOnParent();
    // A reader says the rules as the dialog opens, also the paragraphs scrolled out of view.
    a11y::describe_dialog(*this, whole_text);
    // The text's pane takes the focus to scroll with the keys: it reads as the rules.
    a11y::set_accessible_name(*view, GetTitle());
}

int HowToPlayDialog::view_height() const { return view_->GetClientSize().y; }

}  // namespace reversi::app
