// The match screen; see match_page.hpp.
#include "app/match_page.hpp"

#include <wx/sizer.h>

#include "app/app_commands.hpp"
#include "app/board_panel.hpp"
#include "app/match_texts.hpp"
#include "app/score_panel.hpp"

namespace reversi::app {

namespace {
constexpr int kSideWidthDip = 270;
constexpr int kNoticeMs = 4000;  // long enough to read, short enough to stay out of the way
}  // namespace

MatchPage::MatchPage(wxWindow* parent, gui::MatchController& match)
    : wxPanel(parent), match_(match), notice_timer_(this) {
    // Painted with the theme's colour explicitly, so the board panel's own background (which
    // draws that same colour) meets the page without a seam.
    SetBackgroundColour(GetBackgroundColour());
    const int side_width = FromDIP(kSideWidthDip);
    board_ = new BoardPanel(this, match_);

    auto* side = new wxBoxSizer(wxVERTICAL);
    title_ = new wxStaticText(this, wxID_ANY, wxString());
    side->Add(title_, wxSizerFlags().Expand().Border(wxBOTTOM, FromDIP(10)));
    side->Add(new ScorePanel(this, match_), wxSizerFlags().Expand());
    status_ = new wxStaticText(this, wxID_ANY, wxString());
    status_->SetFont(GetFont().Scaled(1.15f).Bold());
    side->Add(status_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(12)));
    notice_ = new wxStaticText(this, wxID_ANY, wxString());
    side->Add(notice_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(8)));

    trouble_ = new wxPanel(this);
    auto* trouble_sizer = new wxBoxSizer(wxVERTICAL);
    auto* trouble_text = new wxStaticText(trouble_, wxID_ANY, engine_trouble_text());
    trouble_text->Wrap(side_width);
    trouble_sizer->Add(trouble_text, wxSizerFlags().Expand());
    retry_ = new wxButton(trouble_, kIdRetryEngine, _("Ask the CPU again"));
    trouble_sizer->Add(retry_, wxSizerFlags().Border(wxTOP, FromDIP(6)));
    trouble_->SetSizer(trouble_sizer);
    side->Add(trouble_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(12)));

    result_ = new wxPanel(this);
    auto* result_sizer = new wxBoxSizer(wxVERTICAL);
    headline_ = new wxStaticText(result_, wxID_ANY, wxString());
    headline_->SetFont(GetFont().Scaled(1.8f).Bold());
    result_sizer->Add(headline_, wxSizerFlags().Expand());
    final_count_ = new wxStaticText(result_, wxID_ANY, wxString());
    result_sizer->Add(final_count_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(4)));
    new_match_ = new wxButton(result_, kIdNewMatch, _("New match"));
    new_match_->SetFont(GetFont().Scaled(1.15f));
    result_sizer->Add(new_match_, wxSizerFlags().Border(wxTOP, FromDIP(10)));
    result_->SetSizer(result_sizer);
    side->Add(result_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(16)));

    side->AddStretchSpacer();
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(new wxButton(this, wxID_UNDO, _("Undo")),
                 wxSizerFlags().Border(wxRIGHT, FromDIP(8)));
    buttons->Add(new wxButton(this, kIdChooseOpponent, _("Choose opponent")));
    side->Add(buttons, wxSizerFlags().Border(wxTOP, FromDIP(12)));

    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(board_, wxSizerFlags(1).Expand());
    row->Add(side, wxSizerFlags().Expand().Border(wxALL, FromDIP(16)));
    side->SetMinSize(wxSize(side_width, -1));
    SetSizer(row);

    Bind(wxEVT_TIMER, [this](wxTimerEvent&) { show_notice(wxString()); });
    match_.add_observer(*this);
    refresh_side();
}

MatchPage::~MatchPage() {
    notice_timer_.Stop();
    match_.remove_observer(*this);
}

wxString MatchPage::result_text() const {
    return result_->IsShown() ? headline_->GetLabel() + " / " + final_count_->GetLabel()
                              : wxString();
}

wxRect MatchPage::new_match_button_rect() const {
    return new_match_->IsShownOnScreen() ? new_match_->GetScreenRect() : wxRect();
}

wxRect MatchPage::retry_button_rect() const {
    return retry_->IsShownOnScreen() ? retry_->GetScreenRect() : wxRect();
}

void MatchPage::show_notice(const wxString& text) {
    notice_->SetLabel(text);
    notice_->Wrap(FromDIP(kSideWidthDip));
    if (text.empty()) {
        notice_timer_.Stop();
    } else {
        notice_timer_.StartOnce(kNoticeMs);
    }
    Layout();
}

void MatchPage::match_started(bool /*resumed*/) {
    show_notice(wxString());
    refresh_side();
}

void MatchPage::disc_placed(Color side, int /*square*/, Bitboard /*turned*/) {
    // A notice about the other side's skipped turn is stale once the player moves again.
    if (side == match_.player_color()) show_notice(wxString());
}

void MatchPage::turn_skipped(Color side) {
    show_notice(skipped_notice(side, match_.player_color()));
}

void MatchPage::taken_back() {
    show_notice(wxString());
    refresh_side();
}

void MatchPage::phase_changed(gui::MatchPhase /*phase*/) { refresh_side(); }

void MatchPage::match_over(gui::MatchResult /*result*/, bool /*first_time*/) { refresh_side(); }

void MatchPage::refresh_side() {
    if (!match_.has_match()) return;
    // Only what changed is touched, and the layout redone only then: fewer redraws beside
    // the board while it animates.
    bool changed = false;
    auto set = [&changed](wxStaticText* text, const wxString& label) {
        if (text->GetLabel() == label) return;
        text->SetLabel(label);
        changed = true;
    };
    auto show = [&changed](wxWindow* window, bool shown) {
        if (window->IsShown() == shown) return;
        window->Show(shown);
        changed = true;
    };
    set(title_, match_title(match_.setup().opponent, match_.player_color()));
    set(status_, status_text(match_.phase()));
    show(trouble_, match_.phase() == gui::MatchPhase::CpuFailed);
    const std::optional<gui::MatchResult> result = match_.result();
    if (result) {
        const Position& p = match_.position();
        set(headline_, result_headline(*result));
        set(final_count_, final_count(p.disc_count(Color::Black), p.disc_count(Color::White)));
    }
    show(result_, result.has_value());
    if (changed) Layout();
}
}  // namespace reversi::app
