// "Your records": one row per opponent (played, wins, losses, draws) and the total play time.
// No score, no rating, no streak.
#pragma once

#include "records/records.hpp"

class wxWindow;

namespace reversi::app {

void show_statistics(wxWindow* parent, const records::Records& records);

}  // namespace reversi::app
