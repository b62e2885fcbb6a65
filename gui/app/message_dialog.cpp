// SPDX-License-Identifier: GPL-3.0-or-later
// A short modal message; see message_dialog.hpp.
#include "app/message_dialog.hpp"

#include <wx/button.h>
#include <wx/intl.h>
#include <wx/sizer.h>

#include "a11y/accessible_name.hpp"
#include "app/wrapped_label.hpp"

namespace reversi::app {

namespace {
constexpr int kMessageTextWidthDip = 440;
constexpr int kMessageMarginDip = 20;
}  // namespace

MessageDialog::MessageDialog(wxWindow* parent, const wxString& headline,
                             const std::vector<wxString>& paragraphs, const wxString& safe,
                             const wxString& action)
    : wxDialog(parent, wxID_ANY, _("Reversi")) {
    const int width = FromDIP(kMessageTextWidthDip);
    auto* column = new wxBoxSizer(wxVERTICAL);
    auto* title = new WrappedLabel(this, width);
    title->SetFont(GetFont().Scaled(1.2f).Bold());
    title->set_text(headline);
    column->Add(title, wxSizerFlags().Border(wxBOTTOM, FromDIP(8)));
    text_ = headline;
    for (const wxString& paragraph : paragraphs) {
        auto* label = new WrappedLabel(this, width);
        label->set_text(paragraph);
        column->Add(label, wxSizerFlags().Border(wxTOP, FromDIP(8)));
        text_ += "\n" + paragraph;
    }

    auto* buttons = new wxStdDialogButtonSizer;
    wxButton* safe_button = nullptr;
    if (action.empty()) {
        safe_button = new wxButton(this, wxID_OK, safe);
        SetEscapeId(wxID_OK);
    } else {
        safe_button = new wxButton(this, wxID_CANCEL, safe);
        buttons->AddButton(new wxButton(this, wxID_OK, action));
    }
    buttons->AddButton(safe_button);
    buttons->Realize();
    safe_button->SetDefault();
    safe_button->SetFocus();

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(column, wxSizerFlags().Border(wxALL, FromDIP(kMessageMarginDip)));
    outer->Add(buttons, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(12)));
    SetSizerAndFit(outer);
    CentreOnParent();
    // Read as an alert with its message, not as a window with a title and a button.
    a11y::describe_dialog(*this, text_, ATK_ROLE_ALERT);
}

}  // namespace reversi::app
