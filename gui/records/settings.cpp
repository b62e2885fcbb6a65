// SPDX-License-Identifier: GPL-3.0-or-later
// Writing and reading the settings' text.
#include "records/settings.hpp"

#include <cstddef>
#include <optional>
#include <variant>

#include "core/notation.hpp"

namespace reversi::records {

namespace {

constexpr std::string_view kCoordinatesKey = "coordinates";
constexpr std::string_view kSoundKey = "sound";  // from version 2 on
constexpr std::string_view kColorKey = "color";  // from version 2 on
// Version 1 had only coordinates; a file of it keeps the sound's and the colour's defaults.
constexpr int kOldestSettingsVersion = 1;

std::optional<bool> parse_switch(std::string_view text) {
    if (text == "on") return true;
    if (text == "off") return false;
    return std::nullopt;
}

std::string switch_line(std::string_view key, bool on) {
    return std::string(key) + (on ? " on\n" : " off\n");
}

}  // namespace

std::string settings_text(const Settings& settings) {
    return std::string(kSettingsFormatName) + " " + std::to_string(kSettingsFormatVersion) + "\n" +
           switch_line(kCoordinatesKey, settings.coordinates) +
           switch_line(kSoundKey, settings.sound) + std::string(kColorKey) + " " +
           std::string(color_name(settings.color)) + "\n" + "end\n";
}

Parsed<Settings> parse_settings(std::string_view text) {
    auto document =
        read_document(text, kSettingsFormatName, kOldestSettingsVersion, kSettingsFormatVersion);
    if (auto* error = std::get_if<DocumentError>(&document)) {
        return {std::nullopt, error->problem, error->detail};
    }
    const bool version_one = std::get<Document>(document).version == 1;
    std::optional<bool> coordinates;
    std::optional<bool> sound;
    std::optional<Color> color;
    for (const FieldLine& line : std::get<Document>(document).lines) {
        const std::string where = "line " + std::to_string(line.line_number) + ": ";
        const bool one_value = line.values.size() == 1;
        if (line.key == kCoordinatesKey || (line.key == kSoundKey && !version_one)) {
            std::optional<bool>& value = line.key == kCoordinatesKey ? coordinates : sound;
            if (value) return {std::nullopt, FormatProblem::Corrupt, where + "listed twice"};
            value = one_value ? parse_switch(line.values[0]) : std::nullopt;
            if (!value) return {std::nullopt, FormatProblem::Corrupt, where + "expected on or off"};
        } else if (line.key == kColorKey && !version_one) {
            if (color) return {std::nullopt, FormatProblem::Corrupt, where + "listed twice"};
            color = one_value ? parse_color_name(line.values[0]) : std::nullopt;
            if (!color)
                return {std::nullopt, FormatProblem::Corrupt, where + "expected black or white"};
        } else {
            return {std::nullopt, FormatProblem::Corrupt, where + "unknown line"};
        }
    }
    if (!coordinates || (!version_one && (!sound || !color)))
        return {std::nullopt, FormatProblem::Corrupt, "a line is missing"};
    Settings settings;
    settings.coordinates = *coordinates;
    settings.sound = sound.value_or(true);
    settings.color = color.value_or(Color::Black);
    return {settings, FormatProblem::Corrupt, {}};
}

}  // namespace reversi::records
