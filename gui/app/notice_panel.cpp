// SPDX-License-Identifier: GPL-3.0-or-later
// A notice box beside the board; see notice_panel.hpp.
#include "app/notice_panel.hpp"

#include <wx/settings.h>
#include <wx/sizer.h>

#include <cmath>

#include "app/wrapped_label.hpp"

namespace reversi::app {

namespace {
constexpr int kAccentDip = 4;
constexpr int kPaddingDip = 6;
constexpr double kTint = 0.16;  // how much of the highlight colour the box takes

wxColour blend(const wxColour& base, const wxColour& over, double amount) {
    auto mix = [amount](unsigned char a, unsigned char b) {
        return static_cast<unsigned char>(std::lround(a + (b - a) * amount));
    };
    return {mix(base.Red(), over.Red()), mix(base.Green(), over.Green()),
            mix(base.Blue(), over.Blue())};
}
}  // namespace

NoticePanel::NoticePanel(wxWindow* parent) : wxPanel(parent) {
    // From the desktop's own colours, so the box follows a light, dark or high-contrast theme.
    const wxColour highlight = wxSystemSettings::GetColour(wxSYS_COLOUR_HIGHLIGHT);
    SetBackgroundColour(blend(parent->GetBackgroundColour(), highlight, kTint));
    accent_ = new wxWindow(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(kAccentDip, 1)));
    accent_->SetBackgroundColour(highlight);
    accent_->SetCanFocus(false);  // a stripe of colour: nothing for the keyboard or a screen reader
    label_ = new WrappedLabel(this);
    label_->SetFont(GetFont().Bold());
    label_->SetForegroundColour(parent->GetForegroundColour());

    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(accent_, wxSizerFlags().Expand());
    row->Add(label_, wxSizerFlags(1).Border(wxALL, FromDIP(kPaddingDip)));
    SetSizer(row);
    Hide();
}

void NoticePanel::set_width(int width) {
    label_->set_wrap_width(width - FromDIP(kAccentDip + 2 * kPaddingDip));
}

bool NoticePanel::set_text(const wxString& text) {
    const bool changed = label_->set_text(text);
    const bool shown = !text.empty();
    if (IsShown() == shown) return changed;
    Show(shown);
    return true;
}

const wxString& NoticePanel::text() const { return label_->text(); }

}  // namespace reversi::app
