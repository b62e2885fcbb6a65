// SPDX-License-Identifier: GPL-3.0-or-later
// The three opponents a player can choose.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace reversi {

enum class Level : std::uint8_t { Easy, Normal, Hard };

constexpr std::string_view level_name(Level level) {
    switch (level) {
        case Level::Easy:
            return "easy";
        case Level::Normal:
            return "normal";
        case Level::Hard:
            return "hard";
    }
    return "hard";
}

// Exact lower-case names: "easy", "normal", "hard".
constexpr std::optional<Level> parse_level(std::string_view text) {
    for (Level level : {Level::Easy, Level::Normal, Level::Hard}) {
        if (text == level_name(level)) return level;
    }
    return std::nullopt;
}

}  // namespace reversi
