// SPDX-License-Identifier: GPL-3.0-or-later
// What the game keeps besides the match while it runs, with no wx in it: the view settings,
// the opponent of the last match, the colour chosen for the next, the screen shown and the
// notices. The window shows it; the frame that builds the window does not keep its own copy.
#pragma once

#include <cstdint>
#include <optional>

#include "model/notices.hpp"
#include "records/settings.hpp"
#include "vocabulary/level.hpp"

namespace reversi::gui {

// The game's two screens, in the order the window holds their pages.
enum class Screen : std::uint8_t {
    Home,   // choose an opponent and a colour
    Match,  // the board and the column beside it
};

struct AppState {
    records::Settings settings;
    std::optional<Level> last_opponent;  // the "New match" command plays it again
    Color color = Color::Black;          // the player's colour in the next match started
    Screen screen = Screen::Home;
    // The records file could not be read this session (its permissions): the records shown
    // are this session's matches only, and the file is left as it is.
    bool records_unread = false;
    NoticeList notices;
};

}  // namespace reversi::gui
