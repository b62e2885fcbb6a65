// SPDX-License-Identifier: GPL-3.0-or-later
// The home screen; see home_page.hpp.
#include "app/home_page.hpp"

#include <wx/sizer.h>
#include <wx/stattext.h>

#include "a11y/accessible_name.hpp"
#include "app/app_commands.hpp"
#include "app/wrapped_label.hpp"
#include "translations/match_texts.hpp"

namespace reversi::app {

namespace {
constexpr int kNoticeWidthDip = 520;  // narrower than the smallest window
constexpr int kCardWidthDip = 180;    // an opponent's button and the lines under it

bool on_home(const gui::Notice& notice) {
    return gui::place_of(notice) == gui::NoticePlace::BesideBoardAndHome;
}

}  // namespace

HomePage::HomePage(wxWindow* parent, gui::AppState& state) : wxPanel(parent), state_(state) {
    auto* column = new wxBoxSizer(wxVERTICAL);

    auto* title = new wxStaticText(this, wxID_ANY, _("Choose your opponent"));
    title->SetFont(GetFont().Scaled(2.0f).Bold());
    column->Add(title, wxSizerFlags().CenterHorizontal().Border(wxBOTTOM, FromDIP(24)));

    // The opponents as cards: the name on a large button, what it plays like under it, which a
    // screen reader says after the name.
    opponents_ = new wxBoxSizer(wxHORIZONTAL);
    auto* opponents = opponents_;
    const wxSize button_size = FromDIP(wxSize(kCardWidthDip, 64));
    const wxFont button_font = GetFont().Scaled(1.3f);
    auto make_opponent = [&](int id, Level level) {
        auto* card = new wxBoxSizer(wxVERTICAL);
        auto* button = new wxButton(this, id, translations::opponent_name(level), wxDefaultPosition,
                                    button_size);
        button->SetFont(button_font);
        card->Add(button, wxSizerFlags().CenterHorizontal());
        const wxString summary = translations::opponent_summary(level);
        auto* caption = new WrappedLabel(this, FromDIP(kCardWidthDip), wxALIGN_CENTRE_HORIZONTAL);
        caption->set_text(summary);
        card->Add(caption, wxSizerFlags().CenterHorizontal().Border(wxTOP, FromDIP(8)));
        a11y::set_accessible_description(*button, summary);
        opponents->Add(card, wxSizerFlags().Border(wxALL, FromDIP(8)));
        return button;
    };
    easy_ = make_opponent(kIdPlayEasy, Level::Easy);
    normal_ = make_opponent(kIdPlayNormal, Level::Normal);
    hard_ = make_opponent(kIdPlayHard, Level::Hard);
    column->Add(opponents, wxSizerFlags().CenterHorizontal());

    auto* color_label = new wxStaticText(this, wxID_ANY, _("Your colour"));
    color_label->SetFont(GetFont().Bold());
    column->Add(color_label, wxSizerFlags().CenterHorizontal().Border(wxTOP, FromDIP(28)));
    colors_ = new wxBoxSizer(wxHORIZONTAL);
    auto* colors = colors_;
    black_ = new wxRadioButton(this, wxID_ANY, _("Black · first"), wxDefaultPosition, wxDefaultSize,
                               wxRB_GROUP);
    white_ = new wxRadioButton(this, wxID_ANY, _("White · second"));
    show_color();
    for (wxRadioButton* button : {black_, white_})
        button->Bind(wxEVT_RADIOBUTTON, [this](wxCommandEvent&) {
            state_.color = white_->GetValue() ? Color::White : Color::Black;
        });
    colors->Add(black_, wxSizerFlags().Border(wxALL, FromDIP(8)));
    colors->Add(white_, wxSizerFlags().Border(wxALL, FromDIP(8)));
    column->Add(colors, wxSizerFlags().CenterHorizontal());
    auto* color_hint =
        new wxStaticText(this, wxID_ANY, _("The colour applies to the next match you start."));
    column->Add(color_hint, wxSizerFlags().CenterHorizontal());

    continue_ = new wxButton(this, kIdContinueMatch, _("Back to the match under way"));
    column->Add(continue_, wxSizerFlags().CenterHorizontal().Border(wxTOP, FromDIP(28)));
    continue_->Hide();

    records_ = new wxButton(this, kIdStatistics, _("Your records"));
    column->Add(records_, wxSizerFlags().CenterHorizontal().Border(wxTOP, FromDIP(12)));
    notice_ = new WrappedLabel(this, FromDIP(kNoticeWidthDip));
    column->Add(notice_, wxSizerFlags().CenterHorizontal().Border(wxTOP, FromDIP(16)));

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->AddStretchSpacer();
    outer->Add(column, wxSizerFlags().CenterHorizontal().Border(wxALL, FromDIP(24)));
    outer->AddStretchSpacer();
    SetSizer(outer);
    row_width_ = outer->CalcMin().x;
    // Before the default handler lays the page out for the new size.
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        fit_width(event.GetSize().x);
        event.Skip();
    });
    state_.notices.add_listener(*this);
    notices_changed();
}

HomePage::~HomePage() { state_.notices.remove_listener(*this); }

void HomePage::fit_width(int width) {
    // In a window narrower than the choices side by side (below the window's smallest size,
    // which a tiling window manager or none at all can give), they go one under the other
    // rather than off the edges.
    const int orientation = width < row_width_ ? wxVERTICAL : wxHORIZONTAL;
    if (opponents_->GetOrientation() == orientation) return;
    for (wxBoxSizer* row : {opponents_, colors_}) {
        row->SetOrientation(orientation);
        for (wxSizerItem* item : row->GetChildren())
            item->SetFlag((item->GetFlag() & ~wxALIGN_CENTER_HORIZONTAL) |
                          (orientation == wxVERTICAL ? wxALIGN_CENTER_HORIZONTAL : 0));
    }
}

void HomePage::show_color() { (state_.color == Color::White ? white_ : black_)->SetValue(true); }

void HomePage::show_continue(bool match_under_way) {
    continue_->Show(match_under_way);
    Layout();
}

void HomePage::notices_changed() {
    wxString text;
    for (const gui::Notice& notice : state_.notices.all()) {
        if (!on_home(notice)) continue;
        if (!text.empty()) text += "\n";
        text += translations::notice_text(notice, state_.color);
    }
    if (notice_->set_text(text)) Layout();
}

wxSize HomePage::tallest_min_size(const std::vector<gui::Notice>& notices) {
    const wxString kept_notice = notice_->text();
    const bool continue_shown = continue_->IsShown();
    fit_width(row_width_);  // the smallest size has the choices side by side
    continue_->Show();
    wxSize size = GetSizer()->CalcMin();
    for (const gui::Notice& notice : notices) {
        if (!on_home(notice)) continue;
        notice_->set_text(translations::notice_text(notice, state_.color));
        size.IncTo(GetSizer()->CalcMin());
    }
    notice_->set_text(kept_notice);
    continue_->Show(continue_shown);
    Layout();
    return size;
}

probes::HomePageView HomePage::published(const probes::ScreenRects& screen) const {
    return {screen.rect_of(*easy_),  screen.rect_of(*normal_), screen.rect_of(*hard_),
            screen.rect_of(*black_), screen.rect_of(*white_),  screen.rect_of(*records_)};
}

}  // namespace reversi::app
