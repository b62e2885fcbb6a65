// SPDX-License-Identifier: GPL-3.0-or-later
// Every sentence the match shows a player, each whole and translatable, in one place.
#pragma once

#include <wx/string.h>

#include "core/position.hpp"
#include "model/match_observer.hpp"
#include "model/notices.hpp"
#include "vocabulary/level.hpp"

namespace reversi::translations {

wxString opponent_name(Level level);
// What the opponent plays like, in the rules' words, under its name on the home screen.
wxString opponent_summary(Level level);
wxString color_label(Color color);  // the player's word, translated: "Black", "Noir"
// "Opponent: Normal · you play White".
wxString match_title(Level opponent, Color player);
// Whose turn it is, or that the match is over; empty before any match.
wxString status_text(gui::MatchPhase phase);
// "No move for you — the CPU plays again", or its twin for the CPU.
wxString skipped_notice(Color skipped, Color player);
wxString result_headline(MatchResult result);
wxString final_count(int black, int white);
// Why the CPU gives no move: its engine never started this session, or stopped answering.
wxString engine_trouble_text(bool never_started);
// What a page says for `notice`, to a player of colour `player`. A dialog tells damaged data
// problem by problem instead (translations::data_problem_notice); here they come one a line.
wxString notice_text(const gui::Notice& notice, Color player);

}  // namespace reversi::translations
