// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader says about the board, each sentence whole and translatable: the squares'
// names, the announcements as the match goes, and the summary a key reads again.
#pragma once

#include <wx/string.h>

#include <optional>

#include "core/position.hpp"
#include "model/match_observer.hpp"

namespace reversi::a11y {

// What a square holds, as the player hears it.
enum class SquareContent : std::uint8_t { Empty, Playable, Black, White };
// Whose move put the last disc on a square, if it is the last move's square.
enum class LastMoveBy : std::uint8_t { Nobody, Player, Cpu };

// "d3, empty, you can play here", "e4, black", "c5, white, the CPU's last move".
wxString square_spoken_name(int square, SquareContent content, LastMoveBy last_move);
// The table's name.
wxString board_spoken_name();
// "The CPU played f5 and turned 3 discs."
wxString cpu_move_announcement(int square, int turned);
// "You played d3 and turned 1 disc."
wxString player_move_announcement(int square, int turned);
// The end of the match: the result and both counts.
wxString match_over_announcement(MatchResult result, int black, int white);
// "Your discs: 3. The CPU's discs: 2."
wxString counts_spoken(int player_discs, int cpu_discs);
// The counts, whose turn it is (after the end, `ending`: match_over_announcement's words) and
// the CPU's last move, for the key that reads them again.
wxString status_summary(int player_discs, int cpu_discs, gui::MatchPhase phase,
                        const wxString& ending, std::optional<int> cpu_last_move);
// "You play Black."
wxString you_play_spoken(Color player);
// Enter pressed on a square without a dot.
wxString no_move_here_spoken();

}  // namespace reversi::a11y
