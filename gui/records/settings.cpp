// SPDX-License-Identifier: GPL-3.0-or-later
// Writing and reading the settings' text.
#include "records/settings.hpp"

#include <optional>
#include <variant>

#include "core/notation.hpp"

namespace reversi::records {

namespace {

constexpr std::string_view kCoordinatesKey = "coordinates";
constexpr std::string_view kColorKey = "color";  // from version 2 on

std::optional<bool> parse_switch(std::string_view text) {
    if (text == "on") return true;
    if (text == "off") return false;
    return std::nullopt;
}

}  // namespace

std::string settings_text(const Settings& settings) {
    return std::string(kSettingsFormatName) + " " + std::to_string(kSettingsFormatVersion) + "\n" +
           std::string(kCoordinatesKey) + (settings.coordinates ? " on\n" : " off\n") +
           std::string(kColorKey) + " " + std::string(color_name(settings.color)) + "\n" + "end\n";
}

Parsed<Settings> parse_settings(std::string_view text) {
    // Version 1 (written before the colour was kept) is read too, with the default colour.
    auto document = read_document(text, kSettingsFormatName, 1, kSettingsFormatVersion);
    if (auto* error = std::get_if<DocumentError>(&document)) {
        return {std::nullopt, error->problem, error->detail};
    }
    const bool has_color = std::get<Document>(document).version >= 2;
    std::optional<bool> coordinates;
    std::optional<Color> color;
    for (const FieldLine& line : std::get<Document>(document).lines) {
        const std::string where = "line " + std::to_string(line.line_number) + ": ";
        if (line.key == kCoordinatesKey) {
            if (coordinates) return {std::nullopt, FormatProblem::Corrupt, where + "listed twice"};
            coordinates = line.values.size() == 1 ? parse_switch(line.values[0]) : std::nullopt;
            if (!coordinates)
                return {std::nullopt, FormatProblem::Corrupt, where + "expected on or off"};
        } else if (line.key == kColorKey && has_color) {
            if (color) return {std::nullopt, FormatProblem::Corrupt, where + "listed twice"};
            color = line.values.size() == 1 ? parse_color_name(line.values[0]) : std::nullopt;
            if (!color)
                return {std::nullopt, FormatProblem::Corrupt, where + "expected black or white"};
        } else {
            return {std::nullopt, FormatProblem::Corrupt, where + "unknown line"};
        }
    }
    if (!coordinates || (has_color && !color))
        return {std::nullopt, FormatProblem::Corrupt, "a line is missing"};
    return {Settings{*coordinates, color.value_or(Color::Black)}, FormatProblem::Corrupt, {}};
}

}  // namespace reversi::records
