// SPDX-License-Identifier: GPL-3.0-or-later
// Every sentence the match shows; see match_texts.hpp.
#include "translations/match_texts.hpp"

#include <wx/intl.h>

#include <variant>

#include "translations/records_texts.hpp"

namespace reversi::translations {

wxString opponent_name(Level level) {
    switch (level) {
        case Level::Easy:
            return _("Easy");
        case Level::Normal:
            return _("Normal");
        case Level::Hard:
            return _("Hard");
    }
    return _("Hard");
}

wxString opponent_summary(Level level) {
    switch (level) {
        case Level::Easy:
            return _("Hands corners over without noticing");
        case Level::Normal:
            // TRANSLATORS: how many moves each side has: its mobility, the squares it may play.
            return _("Weighs the squares and how many moves each side has");
        case Level::Hard:
            // TRANSLATORS: it searches until it has visited 12,000 positions, then plays.
            return _("Reads 12,000 positions before each move");
    }
    return wxString();
}

wxString color_label(Color color) { return color == Color::Black ? _("Black") : _("White"); }

wxString match_title(Level opponent, Color player) {
    return player == Color::Black
               ? wxString::Format(_("Opponent: %s · you play Black"), opponent_name(opponent))
               : wxString::Format(_("Opponent: %s · you play White"), opponent_name(opponent));
}

wxString status_text(gui::MatchPhase phase) {
    switch (phase) {
        case gui::MatchPhase::NoMatch:
            return wxString();
        case gui::MatchPhase::PlayerToMove:
            return _("Your move");
        case gui::MatchPhase::CpuPausing:
        case gui::MatchPhase::CpuThinking:
            return _("The CPU is thinking…");
        case gui::MatchPhase::CpuFailed:
            return _("The CPU cannot move right now.");
        case gui::MatchPhase::Over:
            return _("The match is over.");
    }
    return wxString();
}

wxString skipped_notice(Color skipped, Color player) {
    return skipped == player ? _("No move for you — the CPU plays again")
                             : _("No move for the CPU — you play again");
}

wxString result_headline(MatchResult result) {
    switch (result) {
        case MatchResult::Win:
            return _("You win");
        case MatchResult::Loss:
            return _("The CPU wins");
        case MatchResult::Draw:
            return _("A draw");
    }
    return wxString();
}

wxString final_count(int black, int white) {
    return wxString::Format(_("Final count: Black %d, White %d"), black, white);
}

wxString engine_trouble_text(bool never_started) {
    if (never_started) {
        return _(
            "The CPU opponent could not be started, so it cannot move. Your match is kept "
            "exactly as it is.");
    }
    return _(
        "The CPU opponent stopped answering, even after a restart. Your match is "
        "kept exactly as it is.");
}

wxString notice_text(const gui::Notice& notice, Color player) {
    // One case a kind: a kind without its text does not compile.
    struct Text {
        Color player;
        wxString operator()(const gui::SkippedTurn& n) const {
            return skipped_notice(n.side, player);
        }
        wxString operator()(const gui::SaveTrouble& n) const {
            return translations::save_failed_notice(n.error, n.match_over);
        }
        wxString operator()(const gui::EngineTrouble& n) const {
            return engine_trouble_text(n.never_started);
        }
        wxString operator()(const gui::DamagedData& n) const {
            wxString text;
            for (const records::DataProblem& problem : n.problems) {
                if (!text.empty()) text += "\n";
                text += translations::data_problem_notice(problem);
            }
            return text;
        }
    };
    return std::visit(Text{player}, notice);
}

}  // namespace reversi::translations
