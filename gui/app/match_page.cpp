// SPDX-License-Identifier: GPL-3.0-or-later
// The match screen; see match_page.hpp.
#include "app/match_page.hpp"

#include <algorithm>
#include <optional>
#include <variant>
#include <vector>

#include "a11y/board_accessibility.hpp"
#include "app/app_commands.hpp"
#include "app/notice_panel.hpp"
#include "app/record_block.hpp"
#include "app/score_panel.hpp"
#include "app/wrapped_label.hpp"
#include "board/board_and_column_sizer.hpp"
#include "board/board_panel.hpp"
#include "ports/font_prefetch.hpp"
#include "translations/match_texts.hpp"
#include "translations/records_texts.hpp"

namespace reversi::app {

namespace {

// Of `texts`, the one that wraps tallest in `label` (a WrappedLabel or a NoticePanel); it is
// left set there, and returned.
template <typename Label>
wxString set_tallest(Label& label, const std::vector<wxString>& texts) {
    int tallest = -1;
    wxString chosen;
    for (const wxString& text : texts) {
        label.set_text(text);
        const int height = label.GetBestSize().y;
        if (height <= tallest) continue;
        tallest = height;
        chosen = text;
    }
    label.set_text(chosen);
    return chosen;
}

// Notices in one box, one a line, so the side column needs the room of one box only.
void add_line(wxString& box, const wxString& line) {
    if (!box.empty() && !line.empty()) box += "\n";
    box += line;
}

bool in_box(const gui::Notice& notice) {
    const gui::NoticePlace place = gui::place_of(notice);
    return place == gui::NoticePlace::BesideBoard || place == gui::NoticePlace::BesideBoardAndHome;
}

bool with_retry(const gui::Notice& notice) {
    return gui::place_of(notice) == gui::NoticePlace::WithRetry;
}

constexpr int kSideWidthDip = 270;  // the side column's width when no button needs more
constexpr int kButtonGapDip = 8;
}  // namespace

MatchPage::MatchPage(wxWindow* parent, gui::MatchController& match, const gui::NoticeList& notices)
    : wxPanel(parent), match_(match), notice_list_(notices) {
    // Painted with the theme's colour explicitly, so the board panel's own background (which
    // draws that same colour) meets the page without a seam.
    SetBackgroundColour(GetBackgroundColour());
    board_ = new board::BoardPanel(this, match_);
    compose_board_accessibility();

    auto* side = new wxBoxSizer(wxVERTICAL);
    column_ = side;
    title_ = new WrappedLabel(this);
    side->Add(title_, wxSizerFlags().Expand().Border(wxBOTTOM, FromDIP(10)));
    score_ = new ScorePanel(this, match_);
    side->Add(score_, wxSizerFlags().Expand());
    status_ = new WrappedLabel(this);
    status_->SetFont(GetFont().Scaled(1.15f).Bold());
    side->Add(status_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(12)));
    notices_ = new NoticePanel(this);
    side->Add(notices_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(12)));

    trouble_ = new wxPanel(this);
    auto* trouble_sizer = new wxBoxSizer(wxVERTICAL);
    trouble_text_ = new WrappedLabel(trouble_);
    trouble_sizer->Add(trouble_text_, wxSizerFlags().Expand());
    retry_ = new wxButton(trouble_, kIdRetryEngine, _("Ask the CPU again"));
    trouble_sizer->Add(retry_, wxSizerFlags().Border(wxTOP, FromDIP(6)));
    trouble_->SetSizer(trouble_sizer);
    side->Add(trouble_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(12)));

    result_ = new wxPanel(this);
    auto* result_sizer = new wxBoxSizer(wxVERTICAL);
    headline_ = new WrappedLabel(result_);
    headline_->SetFont(GetFont().Scaled(1.8f).Bold());
    result_sizer->Add(headline_, wxSizerFlags().Expand());
    final_count_ = new WrappedLabel(result_);
    result_sizer->Add(final_count_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(4)));
    new_match_ = new wxButton(result_, kIdNewMatch, _("New match"));
    new_match_->SetFont(GetFont().Scaled(1.15f));
    result_sizer->Add(new_match_, wxSizerFlags().Border(wxTOP, FromDIP(10)));
    result_->SetSizer(result_sizer);
    side->Add(result_, wxSizerFlags().Expand().Border(wxTOP, FromDIP(16)));

    // Right under the texts, not at the foot of the window: the column is as tall as what it
    // holds, so nothing in it is left alone at the far end of an empty stretch.
    buttons_ = new wxBoxSizer(wxHORIZONTAL);
    buttons_->Add(new wxButton(this, wxID_UNDO, _("Undo")),
                  wxSizerFlags().Border(wxRIGHT, FromDIP(kButtonGapDip)));
    buttons_->Add(new wxButton(this, kIdChooseOpponent, _("Choose opponent")));
    side->Add(buttons_, wxSizerFlags().Border(wxTOP, FromDIP(16)));

    // What the player has done against this opponent so far, where the column has the room
    // (the layout tells): hidden until the frame shows it.
    record_ = std::make_unique<RecordBlock>(this);
    record_->set_shown(false);
    side->Add(record_->sizer(), wxSizerFlags().Border(wxTOP, FromDIP(24)));

    trouble_text_->set_text(translations::notice_text(gui::EngineTrouble{}, Color::Black));
    const int natural = natural_width();
    set_column_width(natural);
    SetSizer(new board::BoardAndColumnSizer(
        board_, side, FromDIP(16),
        {narrowest_width(), natural, [this](int width) { set_column_width(width); },
         [this](bool room) { record_->set_shown(room && record_known_); }}));

    match_.add_observer(*this);
    notice_list_.add_listener(*this);
    refresh_side();
    notices_changed();
}

MatchPage::~MatchPage() {
    board_->tell({});  // the table goes before the board
    board_accessibility_.reset();
    notice_list_.remove_listener(*this);
    match_.remove_observer(*this);
}

void MatchPage::compose_board_accessibility() {
    // Right after the board, so it hears of the match's events after the board's drawing.
    board_accessibility_ = std::make_unique<a11y::BoardAccessibility>(
        *board_, match_, notice_list_, [this] { return board_->layout(); });
    a11y::BoardAccessibility& table = *board_accessibility_;
    board_->tell({
        .cursor_moved = [&table](int square, bool by_key) { table.cursor_moved(square, by_key); },
        .focus_changed = [&table](bool focused) { table.focus_changed(focused); },
        .resized = [&table] { table.resized(); },
        .status_asked = [&table] { table.read_status(); },
        .no_move_pressed = [&table] { table.no_move_here(); },
    });
}

int MatchPage::natural_width() const {
    // Buttons keep their words on one line; the column is at least as wide as they are.
    const int buttons =
        std::max({buttons_->CalcMin().x, new_match_->GetBestSize().x, retry_->GetBestSize().x});
    return std::max(FromDIP(kSideWidthDip), buttons);
}

int MatchPage::narrowest_width() const {
    // The buttons one under the other, each still on one line, and the counts in full.
    int widest = score_->GetMinSize().x;
    for (const wxSizerItem* item : buttons_->GetChildren())
        widest = std::max(widest, item->GetWindow()->GetBestSize().x);
    return std::max(
        {widest, new_match_->GetBestSize().x, retry_->GetBestSize().x, record_->narrowest_width()});
}

void MatchPage::set_column_width(int width) {
    for (WrappedLabel* label : {title_, status_, trouble_text_, headline_, final_count_})
        label->set_wrap_width(width);
    notices_->set_width(width);
    record_->set_width(width);
    // Side by side while they fit, else stacked, with the gap between them turned to match.
    buttons_->SetOrientation(buttons_row_width() <= width ? wxHORIZONTAL : wxVERTICAL);
    wxSizerItem* first = buttons_->GetItem(static_cast<size_t>(0));
    first->SetFlag(buttons_->GetOrientation() == wxHORIZONTAL ? wxRIGHT : wxBOTTOM);
    column_->SetMinSize(wxSize(width, kept_height_));
}

int MatchPage::buttons_row_width() const {
    int width = FromDIP(kButtonGapDip);
    for (const wxSizerItem* item : buttons_->GetChildren())
        width += item->GetWindow()->GetBestSize().x;
    return width;
}

std::vector<wxFont> MatchPage::drawn_fonts() const { return score_->drawn_fonts(); }

void MatchPage::prepare_first_showing() {
    score_->prepare_fonts();
    ports::measure_fonts_ahead(*this, ports::fonts_in(*this));
}

probes::MatchPageView MatchPage::published(const probes::ScreenRects& screen) const {
    probes::MatchPageView view;
    view.board = board_->published(screen);
    view.title = title_->text();
    view.status = status_->text();
    for (const gui::Notice& notice : notice_list_.all()) {
        if (std::holds_alternative<gui::SkippedTurn>(notice))
            view.notice = translations::notice_text(notice, match_.player_color());
        if (std::holds_alternative<gui::SaveTrouble>(notice))
            view.save_notice = translations::notice_text(notice, match_.player_color());
    }
    if (result_->IsShown()) view.result_text = headline_->text() + " / " + final_count_->text();
    if (record_->shown()) view.record = record_->text();
    view.new_match_button = screen.rect_of(*new_match_);
    view.retry_button = screen.rect_of(*retry_);
    if (IsShownOnScreen())
        view.column = screen.rect_in(*this, wxRect(column_->GetPosition(), column_->GetSize()));
    return view;
}

wxString MatchPage::box_text() const {
    wxString box;
    for (const gui::Notice& notice : notice_list_.all())
        if (in_box(notice)) add_line(box, translations::notice_text(notice, match_.player_color()));
    return box;
}

void MatchPage::notices_changed() {
    bool changed = notices_->set_text(box_text());
    // Why the CPU cannot move: never started, or stopped answering.
    if (const std::optional<gui::EngineTrouble> trouble = notice_list_.find<gui::EngineTrouble>())
        changed =
            trouble_text_->set_text(translations::notice_text(*trouble, Color::Black)) || changed;
    const std::vector<gui::Notice>& all = notice_list_.all();
    const bool trouble = std::any_of(all.begin(), all.end(), with_retry);
    if (trouble_->IsShown() != trouble) {
        trouble_->Show(trouble);
        changed = true;
    }
    if (changed) Layout();
}

wxSize MatchPage::tallest_min_size(const std::vector<gui::Notice>& notices) {
    const std::vector<WrappedLabel*> labels = {title_, status_, headline_, final_count_,
                                               trouble_text_};
    std::vector<wxString> kept;
    kept.reserve(labels.size());
    for (const WrappedLabel* label : labels)
        kept.push_back(label->text());
    const wxString kept_notices = notices_->text();
    const bool result_shown = result_->IsShown();
    const bool trouble_shown = trouble_->IsShown();

    std::vector<wxString> titles;
    for (Level level : {Level::Easy, Level::Normal, Level::Hard})
        for (Color color : {Color::Black, Color::White})
            titles.push_back(translations::match_title(level, color));
    set_tallest(*title_, titles);
    std::vector<wxString> statuses;
    for (gui::MatchPhase phase : {gui::MatchPhase::PlayerToMove, gui::MatchPhase::CpuThinking,
                                  gui::MatchPhase::CpuFailed, gui::MatchPhase::Over})
        statuses.push_back(translations::status_text(phase));
    set_tallest(*status_, statuses);
    // The box at its tallest holds the tallest notice of each kind that goes in it.
    std::vector<std::vector<wxString>> by_kind(std::variant_size_v<gui::Notice>);
    for (const gui::Notice& notice : notices)
        if (in_box(notice))
            by_kind[notice.index()].push_back(translations::notice_text(notice, Color::Black));
    std::vector<wxString> troubles;
    for (const gui::Notice& notice : notices)
        if (with_retry(notice)) troubles.push_back(translations::notice_text(notice, Color::Black));
    set_tallest(*trouble_text_, troubles);
    wxString box;
    for (const std::vector<wxString>& texts : by_kind)
        if (!texts.empty()) add_line(box, set_tallest(*notices_, texts));
    notices_->set_text(box);
    set_tallest(*headline_, {translations::result_headline(MatchResult::Win),
                             translations::result_headline(MatchResult::Loss),
                             translations::result_headline(MatchResult::Draw)});
    final_count_->set_text(
        translations::final_count(33, 31));  // the widest counts have two digits each

    wxSize size;
    for (const bool over : {true, false}) {
        result_->Show(over);
        trouble_->Show(!over);
        size.IncTo(GetSizer()->CalcMin());
    }
    // In a tall window the column lies below the board. It keeps the room of a pass notice, so
    // the board does not shrink when the rules skip a turn in the middle of play; the result,
    // the engine's trouble or a notice that saving fails may take more (taking room for all of
    // them would cost a tall window's board a tenth of its size).
    std::vector<wxString> pass_notices;
    for (const gui::Notice& notice : notices)
        if (std::holds_alternative<gui::SkippedTurn>(notice))
            pass_notices.push_back(translations::notice_text(notice, Color::Black));
    set_tallest(*notices_, pass_notices);
    result_->Show(false);
    trouble_->Show(false);
    kept_height_ = column_->CalcMin().y;
    column_->SetMinSize(wxSize(column_->GetMinSize().x, kept_height_));

    result_->Show(result_shown);
    trouble_->Show(trouble_shown);
    for (std::size_t i = 0; i < labels.size(); ++i)
        labels[i]->set_text(kept[i]);
    notices_->set_text(kept_notices);
    Layout();
    return size;
}

void MatchPage::match_started(bool /*resumed*/) { refresh_side(); }

void MatchPage::taken_back() { refresh_side(); }

void MatchPage::phase_changed(gui::MatchPhase /*phase*/) { refresh_side(); }

void MatchPage::match_over(MatchResult /*result*/, bool /*first_time*/) { refresh_side(); }

void MatchPage::refresh_side() {
    if (!match_.has_match()) return;
    // Only what changed is touched, and the layout redone only then: fewer redraws beside
    // the board while it animates.
    bool changed = false;
    auto set = [&changed](WrappedLabel* label, const wxString& text) {
        if (label->set_text(text)) changed = true;
    };
    auto show = [&changed](wxWindow* window, bool shown) {
        if (window->IsShown() == shown) return;
        window->Show(shown);
        changed = true;
    };
    set(title_, translations::match_title(match_.setup().opponent, match_.player_color()));
    set(status_, translations::status_text(match_.phase()));
    const std::optional<MatchResult> result = match_.result();
    if (result) {
        const Position& p = match_.position();
        set(headline_, translations::result_headline(*result));
        set(final_count_,
            translations::final_count(p.disc_count(Color::Black), p.disc_count(Color::White)));
    }
    show(result_, result.has_value());
    if (changed) Layout();
}

void MatchPage::show_record(const records::Records& records, bool known) {
    // Called while the match starts, before it counts as under way (has_match): its setup is
    // there already.
    bool changed = record_->show(records.of(match_.setup().opponent));
    if (record_known_ != known) {
        record_known_ = known;
        changed = true;
    }
    if (changed) Layout();  // which shows it where it has the room
}
}  // namespace reversi::app
