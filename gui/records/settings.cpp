// SPDX-License-Identifier: GPL-3.0-or-later
// Writing and reading the settings' text.
#include "records/settings.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <variant>

namespace reversi::records {

namespace {

constexpr std::string_view kCoordinatesKey = "coordinates";
constexpr std::string_view kSoundKey = "sound";
// Version 1 had only coordinates; a file of it keeps the sound's default.
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
           switch_line(kSoundKey, settings.sound) + "end\n";
}

Parsed<Settings> parse_settings(std::string_view text) {
    auto document =
        read_document(text, kSettingsFormatName, kOldestSettingsVersion, kSettingsFormatVersion);
    if (auto* error = std::get_if<DocumentError>(&document)) {
        return {std::nullopt, error->problem, error->detail};
    }
    const int version = std::get<Document>(document).version;
    const std::size_t key_count = version == 1 ? 1 : 2;
    const std::array<std::string_view, 2> keys{kCoordinatesKey, kSoundKey};
    std::array<std::optional<bool>, 2> values;
    for (const FieldLine& line : std::get<Document>(document).lines) {
        const std::string where = "line " + std::to_string(line.line_number) + ": ";
        std::size_t index = 0;
        while (index < key_count && keys[index] != line.key)
            ++index;
        if (index == key_count)
            return {std::nullopt, FormatProblem::Corrupt, where + "unknown line"};
        if (values[index]) return {std::nullopt, FormatProblem::Corrupt, where + "listed twice"};
        values[index] = line.values.size() == 1 ? parse_switch(line.values[0]) : std::nullopt;
        if (!values[index])
            return {std::nullopt, FormatProblem::Corrupt, where + "expected on or off"};
    }
    Settings settings;
    for (std::size_t index = 0; index < key_count; ++index) {
        if (!values[index]) return {std::nullopt, FormatProblem::Corrupt, "a line is missing"};
    }
    settings.coordinates = *values[0];
    if (key_count == 2) settings.sound = *values[1];
    return {settings, FormatProblem::Corrupt, {}};
}

}  // namespace reversi::records
