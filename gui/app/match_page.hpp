// SPDX-License-Identifier: GPL-3.0-or-later
// The match screen: the board, and beside it (never over it) the counts, whose turn it is,
// the pass notice, a notice while saving fails, the engine's trouble with a retry, the
// result at the end, and the player's record against this opponent. The
// column beside the board has one width for the whole run and every text in it wraps, so no
// sentence in any language moves or shrinks the board.
#pragma once

#include <wx/button.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <memory>
#include <vector>

#include "model/match_controller.hpp"
#include "model/notices.hpp"
#include "probes/published_views.hpp"
#include "probes/screen_rects.hpp"
#include "records/records.hpp"

namespace reversi::a11y {
class BoardAccessibility;
}
namespace reversi::board {
class BoardPanel;
}

namespace reversi::app {

class NoticePanel;
class RecordBlock;
class ScorePanel;
class WrappedLabel;

class MatchPage final : public wxPanel, public gui::MatchObserver, public gui::NoticeListener {
public:
    // Shows the notices on `notices` that belong beside the board, as they go up and down.
    MatchPage(wxWindow* parent, gui::MatchController& match, const gui::NoticeList& notices);
    ~MatchPage() override;

    board::BoardPanel& board() { return *board_; }
    const board::BoardPanel& board() const { return *board_; }
    // What the page shows and where, for the automation state.
    probes::MatchPageView published(const probes::ScreenRects& screen) const;
    // The fonts its parts draw with beyond their own (for the font prefetch).
    std::vector<wxFont> drawn_fonts() const;
    // Lays out its texts and makes its drawn fonts once while hidden, so its first showing
    // waits for no font lookup (Pango's, on threads that a loaded machine schedules late).
    // May wait for them itself: call while the home screen shows.
    void prepare_first_showing();
    // The page's smallest size that still shows the tallest state this language can produce:
    // the longest title, status and `notices` (the tallest of each kind) above the longest
    // result, or above the engine's trouble. The window is never made smaller, so nothing
    // beside the board is cut off. The column keeps the room of a pass notice, so a board
    // above it keeps its size when one comes and goes.
    wxSize tallest_min_size(const std::vector<gui::Notice>& notices);
    // Shows the player's record against this match's opponent under the buttons, where the
    // column has the room beside the board; nothing when the records could not be read
    // (`known` false: they would be this session's only). The frame calls it after the records
    // count a match's start or end.
    void show_record(const records::Records& records, bool known);

private:
    void match_started(bool resumed) override;
    void taken_back() override;
    void phase_changed(gui::MatchPhase phase) override;
    void match_over(MatchResult result, bool first_time) override;
    // Shows the notice list as it is now: those beside the board in one box, in the list's
    // order, neither hiding another, and the engine's trouble with its retry button.
    void notices_changed() override;

    // The screen reader's table over the board, told what the board reports.
    void compose_board_accessibility();
    void refresh_side();
    // The text of the notice box: the notices beside the board, one a line.
    wxString box_text() const;
    // The side column's width in a window of its smallest size or larger: the widest control
    // that cannot wrap, or a floor.
    int natural_width() const;
    // The narrowest the column goes, in a window below its smallest size: its widest button.
    int narrowest_width() const;
    int buttons_row_width() const;
    // Wraps the texts to `width` and stacks the buttons when they do not fit side by side.
    void set_column_width(int width);

    gui::MatchController& match_;
    const gui::NoticeList& notice_list_;
    board::BoardPanel* board_ = nullptr;
    std::unique_ptr<a11y::BoardAccessibility> board_accessibility_;  // the table over the board
    wxBoxSizer* column_ = nullptr;  // everything beside (or below) the board
    int kept_height_ = 0;           // the column's height below the board: a pass notice's room
    WrappedLabel* title_ = nullptr;
    ScorePanel* score_ = nullptr;
    WrappedLabel* status_ = nullptr;
    NoticePanel* notices_ = nullptr;  // the notices beside the board, one under the other
    wxPanel* trouble_ = nullptr;
    WrappedLabel* trouble_text_ = nullptr;
    wxPanel* result_ = nullptr;
    WrappedLabel* headline_ = nullptr;
    WrappedLabel* final_count_ = nullptr;
    wxBoxSizer* buttons_ = nullptr;
    wxButton* new_match_ = nullptr;
    wxButton* retry_ = nullptr;
    std::unique_ptr<RecordBlock> record_;
    bool record_known_ = false;  // the records could be read
};

}  // namespace reversi::app
