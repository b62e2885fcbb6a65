// SPDX-License-Identifier: GPL-3.0-or-later
// A short modal message in the game's own words: a headline and paragraphs that wrap in every
// language, and one or two buttons. With two, the safe one is the default and has the focus:
// Enter and Escape both choose it, and the other takes a click, Tab or its access key.
#pragma once

#include <wx/dialog.h>

#include <vector>

namespace reversi::app {

class MessageDialog final : public wxDialog {
public:
    // ShowModal() gives wxID_OK for `action`, wxID_CANCEL for `safe`. Without an action, the one
    // button is `safe` and gives wxID_OK (Escape too).
    MessageDialog(wxWindow* parent, const wxString& headline,
                  const std::vector<wxString>& paragraphs, const wxString& safe,
                  const wxString& action = wxString());

    // Everything it says, for the automation state.
    const wxString& text() const { return text_; }

private:
    wxString text_;
};

}  // namespace reversi::app
