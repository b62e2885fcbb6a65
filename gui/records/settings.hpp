// SPDX-License-Identifier: GPL-3.0-or-later
// The player's view settings, kept between sessions beside the records: today only whether the
// board's frame shows coordinates (a-h, 1-8), off by default. See README.md in this folder for
// the text format.
#pragma once

#include <string>
#include <string_view>

#include "records/text_document.hpp"

namespace reversi::records {

struct Settings {
    bool coordinates = false;

    bool operator==(const Settings&) const = default;
};

inline constexpr std::string_view kSettingsFormatName = "reversi-settings";
inline constexpr int kSettingsFormatVersion = 1;

std::string settings_text(const Settings& settings);
// Accepts exactly what settings_text writes; anything else is Corrupt (or WrongVersion).
Parsed<Settings> parse_settings(std::string_view text);

}  // namespace reversi::records
