// SPDX-License-Identifier: GPL-3.0-or-later
// The player's settings, kept between sessions beside the records: whether the board's frame
// shows coordinates (a-h, 1-8), off by default, whether the game plays its sounds, on by
// default, and the colour chosen for the next match. See README.md in this folder for the text
// format.
#pragma once

#include <string>
#include <string_view>

#include "core/position.hpp"
#include "records/text_document.hpp"

namespace reversi::records {

struct Settings {
    bool coordinates = false;
    bool sound = true;
    Color color = Color::Black;  // the colour the player chose for their next match

    bool operator==(const Settings&) const = default;
};

inline constexpr std::string_view kSettingsFormatName = "reversi-settings";
inline constexpr int kSettingsFormatVersion = 2;

std::string settings_text(const Settings& settings);
// Accepts exactly what settings_text writes, and version 1 (coordinates only: sound on, black);
// anything else is Corrupt (or WrongVersion).
Parsed<Settings> parse_settings(std::string_view text);

}  // namespace reversi::records
