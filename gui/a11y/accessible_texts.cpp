// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader says about the board; see accessible_texts.hpp.
#include "a11y/accessible_texts.hpp"

#include <wx/intl.h>
#include <wx/translation.h>

#include "core/notation.hpp"
#include "translations/match_texts.hpp"
#include "translations/records_texts.hpp"

namespace reversi::a11y {

namespace {

wxString coordinate(int square) { return wxString::FromUTF8(square_name(square)); }

// A disc's square: its colour, and whose last move it was.
wxString disc_square(const wxString& at, bool black, LastMoveBy last_move) {
    switch (last_move) {
        case LastMoveBy::Cpu:
            // TRANSLATORS: a square as a screen reader reads it: its coordinate, the colour of
            // its disc, and that the CPU's last move put it there.
            return wxString::Format(
                black ? _("%s, black, the CPU's last move") : _("%s, white, the CPU's last move"),
                at);
        case LastMoveBy::Player:
            return wxString::Format(
                black ? _("%s, black, your last move") : _("%s, white, your last move"), at);
        case LastMoveBy::Nobody:
            break;
    }
    // TRANSLATORS: a square as a screen reader reads it: its coordinate and its disc's colour.
    return wxString::Format(black ? _("%s, black") : _("%s, white"), at);
}

}  // namespace

wxString square_spoken_name(int square, SquareContent content, LastMoveBy last_move) {
    const wxString at = coordinate(square);
    switch (content) {
        case SquareContent::Playable:
            // TRANSLATORS: an empty square where the player may place a disc, as a screen
            // reader reads it: "d3, empty, you can play here".
            return wxString::Format(_("%s, empty, you can play here"), at);
        case SquareContent::Empty:
            return wxString::Format(_("%s, empty"), at);
        case SquareContent::Black:
            return disc_square(at, true, last_move);
        case SquareContent::White:
            return disc_square(at, false, last_move);
    }
    return at;
}

// TRANSLATORS: the name a screen reader gives the 8x8 grid of squares.
wxString board_spoken_name() { return _("Board"); }

wxString cpu_move_announcement(int square, int turned) {
    // TRANSLATORS: said by a screen reader after the CPU's move: the square, then how many of
    // the player's discs it turned.
    return wxString::Format(wxPLURAL("The CPU played %s and turned %d disc.",
                                     "The CPU played %s and turned %d discs.", turned),
                            coordinate(square), turned);
}

wxString player_move_announcement(int square, int turned) {
    // TRANSLATORS: said by a screen reader after the player's own move.
    return wxString::Format(
        wxPLURAL("You played %s and turned %d disc.", "You played %s and turned %d discs.", turned),
        coordinate(square), turned);
}

wxString match_over_announcement(MatchResult result, int black, int white) {
    // TRANSLATORS: said by a screen reader when the match ends: "The match is over. You win.
    // Final count: Black 40, White 24."
    return wxString::Format(_("The match is over. %s. %s."), translations::result_headline(result),
                            translations::final_count(black, white));
}

wxString counts_spoken(int player_discs, int cpu_discs) {
    // TRANSLATORS: both disc counts as a screen reader reads them, the player's first.
    return wxString::Format(_("Your discs: %d. The CPU's discs: %d."), player_discs, cpu_discs);
}

wxString status_summary(int player_discs, int cpu_discs, gui::MatchPhase phase,
                        const wxString& ending, std::optional<int> cpu_last_move) {
    wxString summary = counts_spoken(player_discs, cpu_discs);
    switch (phase) {
        case gui::MatchPhase::PlayerToMove:
            summary = translations::one_after_another(summary, _("It is your turn."));
            break;
        case gui::MatchPhase::CpuPausing:
        case gui::MatchPhase::CpuThinking:
            summary = translations::one_after_another(summary, _("It is the CPU's turn."));
            break;
        case gui::MatchPhase::CpuFailed:
            summary = translations::one_after_another(summary, translations::status_text(phase));
            break;
        case gui::MatchPhase::Over:
            summary = translations::one_after_another(
                summary, ending.empty() ? translations::status_text(phase) : ending);
            break;
        case gui::MatchPhase::NoMatch:
            break;
    }
    // TRANSLATORS: read again on request, after the counts and whose turn it is.
    const wxString last = cpu_last_move ? wxString::Format(_("The CPU's last move was %s."),
                                                           coordinate(*cpu_last_move))
                                        : _("The CPU has not moved yet.");
    return translations::one_after_another(summary, last);
}

wxString you_play_spoken(Color player) {
    // TRANSLATORS: said by a screen reader as a match opens and with the counts: the colour the
    // player holds.
    return player == Color::Black ? _("You play Black.") : _("You play White.");
}

// TRANSLATORS: said by a screen reader when Enter or Space is pressed on a square without a dot.
wxString no_move_here_spoken() { return _("No move here."); }

}  // namespace reversi::a11y
