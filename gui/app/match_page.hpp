// The match screen: the board, and beside it (never over it) the counts, whose turn it is,
// the short pass notices, the engine's trouble with a retry, and the result at the end.
#pragma once

#include <wx/button.h>
#include <wx/panel.h>
#include <wx/stattext.h>
#include <wx/timer.h>

#include "model/match_controller.hpp"

namespace reversi::app {

class BoardPanel;

class MatchPage final : public wxPanel, public gui::MatchObserver {
public:
    MatchPage(wxWindow* parent, gui::MatchController& match);
    ~MatchPage() override;

    BoardPanel& board() { return *board_; }
    const BoardPanel& board() const { return *board_; }
    wxString notice() const { return notice_->GetLabel(); }
    wxString title() const { return title_->GetLabel(); }
    wxString status() const { return status_->GetLabel(); }
    wxString result_text() const;
    wxRect new_match_button_rect() const;
    wxRect retry_button_rect() const;
    // A short, silent line beside the board that goes away by itself.
    void show_notice(const wxString& text);

private:
    void match_started(bool resumed) override;
    void disc_placed(Color side, int square, Bitboard turned) override;
    void turn_skipped(Color side) override;
    void taken_back() override;
    void phase_changed(gui::MatchPhase phase) override;
    void match_over(gui::MatchResult result, bool first_time) override;

    void refresh_side();

    gui::MatchController& match_;
    BoardPanel* board_ = nullptr;
    wxStaticText* title_ = nullptr;
    wxStaticText* status_ = nullptr;
    wxStaticText* notice_ = nullptr;
    wxPanel* trouble_ = nullptr;
    wxPanel* result_ = nullptr;
    wxStaticText* headline_ = nullptr;
    wxStaticText* final_count_ = nullptr;
    wxButton* new_match_ = nullptr;
    wxButton* retry_ = nullptr;
    wxTimer notice_timer_;
};

}  // namespace reversi::app
