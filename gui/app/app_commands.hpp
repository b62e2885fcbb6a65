// SPDX-License-Identifier: GPL-3.0-or-later
// Command ids shared by the menus and the buttons that do the same thing.
#pragma once

#include <wx/defs.h>

namespace reversi::app {

enum CommandId : int {
    kIdNewMatch = wxID_HIGHEST + 1,
    kIdChooseOpponent,  // back to the home screen
    kIdContinueMatch,   // from the home screen back to the match under way
    kIdRetryEngine,
    kIdPlayEasy,
    kIdPlayNormal,
    kIdPlayHard,
    kIdStatistics,
    kIdShowCoordinates,  // View: a-h and 1-8 on the board's frame
    kIdSound,            // View: the match's sounds
};

}  // namespace reversi::app
