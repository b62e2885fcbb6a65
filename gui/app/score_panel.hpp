// SPDX-License-Identifier: GPL-3.0-or-later
// Both disc counts, always on screen: a disc of each colour, its count, whose it is ("You",
// "CPU"), and a quiet marker on the side whose turn it is.
#pragma once

#include <wx/colour.h>
#include <wx/font.h>
#include <wx/graphics.h>
#include <wx/window.h>

#include <optional>
#include <vector>

#include "model/match_controller.hpp"

namespace reversi::app {

class ScorePanel final : public wxWindow, public gui::MatchObserver {
public:
    ScorePanel(wxWindow* parent, gui::MatchController& match);
    ~ScorePanel() override;

    // Out of the Tab order: it draws no focus mark and takes no keys (the board's R reads the
    // counts to a screen reader).
    bool AcceptsFocus() const override { return false; }
    bool AcceptsFocusFromKeyboard() const override { return false; }

    // The fonts its drawing uses besides its own (for the font prefetch).
    std::vector<wxFont> drawn_fonts() const { return {count_font_}; }
    // Makes the fonts as its paint draws with them and lays their texts out once, on a surface
    // like the window's: the first paint of a match then neither asks the display for its DPI
    // nor waits for Pango to find a font. Call while another screen shows (it may wait).
    void prepare_fonts();

private:
    void match_started(bool) override { changed(); }
    void disc_placed(Color, int, Bitboard) override { changed(); }
    void taken_back() override { changed(); }
    void phase_changed(gui::MatchPhase) override { changed(); }

    // Redraws, and gives a screen reader the counts (it would see an unnamed panel).
    void changed();
    void on_paint(wxPaintEvent& event);
    void draw_row(wxGraphicsContext& gc, Color color, double top, double height) const;
    // Reads the fonts and the text colour once, and again when the desktop's look changes: an
    // inherited font or colour is looked up in GTK's styles on every call, which cost the
    // window's thread about a millisecond per paint.
    void take_look();
    // The fonts as the graphics context draws them, made by prepare_fonts() or at the first paint
    // after take_look():
    // setting a wxFont on a context asks the display for its DPI, a round trip to the X server
    // each time (waits of 5 to 30 ms each under load, four per paint).
    void make_graphics_fonts(wxGraphicsRenderer& renderer, const wxRealPoint& dpi);

    gui::MatchController& match_;
    bool right_to_left_;  // the window's: then the disc is at the right end of a row
    wxFont owner_font_;
    wxFont count_font_;
    wxColour text_color_;
    std::optional<wxGraphicsFont> count_graphics_font_;
    std::optional<wxGraphicsFont> owner_graphics_font_;
};

}  // namespace reversi::app
