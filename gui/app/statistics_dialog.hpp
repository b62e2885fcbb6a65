// SPDX-License-Identifier: GPL-3.0-or-later
// "Your records": a table of the matches played, won, lost and drawn against each opponent and
// the play time against it, and the total play time over all of them. No score, no rating, no
// streak.
#pragma once

#include "records/records.hpp"

class wxWindow;

namespace reversi::app {

// `unread`: the records file could not be read this session, so `records` holds only this
// session's matches; the dialog says so above them rather than show them as the whole history.
void show_statistics(wxWindow* parent, const records::Records& records, bool unread = false);

}  // namespace reversi::app
