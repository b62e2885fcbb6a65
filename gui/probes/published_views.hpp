// SPDX-License-Identifier: GPL-3.0-or-later
// What each page shows, published as plain values: the texts, where the controls are on the
// screen, and how the board is drawn. The automation state reads these and nothing else of the
// pages, so a page keeps its widgets to itself.
#pragma once

#include <wx/gdicmn.h>
#include <wx/string.h>

#include <optional>

namespace reversi::probes {

// Rectangles are in screen pixels, empty while the control is hidden.
struct HomePageView {
    wxRect easy;
    wxRect normal;
    wxRect hard;
    wxRect black;
    wxRect white;
    wxRect records;
};

struct BoardView {
    wxRect grid;                               // the 8x8 squares, without the frame
    std::optional<int> cursor;                 // the square the keyboard cursor is drawn on
    bool focused = false;                      // the board has the keyboard focus
    bool coordinates = false;                  // a-h and 1-8 on the frame
    bool animates = true;                      // moves turn over (not the desktop's reduced motion)
    std::optional<bool> latest_move_animated;  // none before the first move
    bool high_contrast = false;
};

struct MatchPageView {
    BoardView board;
    wxString title;
    wxString status;
    wxString notice;       // the pass notice
    wxString save_notice;  // while saving fails
    wxString result_text;  // headline and final counts, " / " between, while the match is over
    wxString record;       // the record against this opponent as shown; empty when hidden
    wxRect new_match_button;
    wxRect retry_button;
    wxRect column;  // the texts and buttons beside (or below) the board
};

}  // namespace reversi::probes
