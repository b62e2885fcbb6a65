// SPDX-License-Identifier: GPL-3.0-or-later
// The translated texts about the player's records and saved files: the total play time and the
// notices shown when a file was set aside or could not be saved.
#pragma once

#include <wx/string.h>

#include <chrono>

#include "records/atomic_file.hpp"
#include "records/player_data.hpp"
#include "records/records.hpp"
#include "records/save_folder.hpp"

namespace reversi::translations {

// Two sentences in a row: a space between them, except after an ideographic full stop
// (Japanese and Chinese run their sentences on without one).
wxString one_after_another(const wxString& first, const wxString& second);

// "3 h 12 min", "12 min" or "less than a minute", in the current language.
wxString play_time_text(std::chrono::milliseconds total);

// One opponent's play time in the records' column of that name: "12 min", or "Not played yet"
// for an opponent the player has never met (not "less than a minute").
wxString opponent_play_time(const records::OpponentRecord& record);

// The notice for records that could not be read: they were set aside, counting starts afresh.
wxString records_set_aside_notice(records::LoadProblem problem);
// The notice for a saved match that could not be read: the home screen shows instead.
wxString saved_match_set_aside_notice(records::LoadProblem problem);
// The notices for a file whose permissions forbid reading it: it is left untouched, and this
// session does not save over it.
wxString records_left_alone_notice();
// Above "Your records" when the file could not be read: what is shown is this session only.
wxString records_unread_note();
wxString saved_match_left_alone_notice();
// What the player is told about one problem met while loading their data.
wxString data_problem_notice(const records::DataProblem& problem);
// The quiet notice when saving failed; play goes on and the next save tries again: after the
// player's next move, or, once the match is over, when the next match starts.
wxString save_failed_notice(records::WriteError error, bool match_over = false);
// The notice once the match is over: its result waits for the next match.
wxString result_not_saved_notice(records::WriteError error);

}  // namespace reversi::translations
