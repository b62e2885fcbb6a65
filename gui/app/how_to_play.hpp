// Help > How to play: the rules, in the player's language.
#pragma once

class wxWindow;

namespace reversi::app {

void show_how_to_play(wxWindow* parent);

}  // namespace reversi::app
