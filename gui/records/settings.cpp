// SPDX-License-Identifier: GPL-3.0-or-later
// Writing and reading the settings' text.
#include "records/settings.hpp"

#include <optional>
#include <variant>

namespace reversi::records {

namespace {

constexpr std::string_view kCoordinatesKey = "coordinates";

std::optional<bool> parse_switch(std::string_view text) {
    if (text == "on") return true;
    if (text == "off") return false;
    return std::nullopt;
}

}  // namespace

std::string settings_text(const Settings& settings) {
    return std::string(kSettingsFormatName) + " " + std::to_string(kSettingsFormatVersion) + "\n" +
           std::string(kCoordinatesKey) + (settings.coordinates ? " on\n" : " off\n") + "end\n";
}

Parsed<Settings> parse_settings(std::string_view text) {
    auto document =
        read_document(text, kSettingsFormatName, kSettingsFormatVersion, kSettingsFormatVersion);
    if (auto* error = std::get_if<DocumentError>(&document)) {
        return {std::nullopt, error->problem, error->detail};
    }
    std::optional<bool> coordinates;
    for (const FieldLine& line : std::get<Document>(document).lines) {
        const std::string where = "line " + std::to_string(line.line_number) + ": ";
        if (line.key != kCoordinatesKey)
            return {std::nullopt, FormatProblem::Corrupt, where + "unknown line"};
        if (coordinates) return {std::nullopt, FormatProblem::Corrupt, where + "listed twice"};
        coordinates = line.values.size() == 1 ? parse_switch(line.values[0]) : std::nullopt;
        if (!coordinates)
            return {std::nullopt, FormatProblem::Corrupt, where + "expected on or off"};
    }
    if (!coordinates) return {std::nullopt, FormatProblem::Corrupt, "a line is missing"};
    return {Settings{*coordinates}, FormatProblem::Corrupt, {}};
}

}  // namespace reversi::records
