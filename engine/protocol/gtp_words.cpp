// SPDX-License-Identifier: GPL-3.0-or-later
// Each word read strictly; the result's words as GoGui and Quarry expect them.
#include "protocol/gtp_words.hpp"

#include <limits>

#include "core/notation.hpp"
#include "protocol/engine_identity.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

std::string fixed_answer_text(std::string_view command) {
    if (command == "protocol_version") return "2";
    if (command == "name") return std::string(kEngineName);
    if (command == "version") return std::string(engine_version());
    if (command == "list_games") return std::string(kGtpGameName);  // Quarry's extension
    // GoGui's format, one command a line: "<type>/<label>/<command>"; a string is shown as text.
    if (command == "gogui-analyze_commands")
        return "string/Analyze/reversi-analyze\n"
               "string/Analyze depth 12/reversi-analyze depth 12\n"
               "string/Analyze wld/reversi-analyze wld\n"
               "string/Analyze exact/reversi-analyze exact";
    return {};
}

const std::vector<GtpOptionCommand>& gtp_option_commands() {
    static const std::vector<GtpOptionCommand> kCommands = [] {
        std::vector<GtpOptionCommand> commands;
        for (const EngineOption& option : engine_options()) {
            std::string name = "reversi-" + option_word(option, '_');
            std::string usage = name + " [" + std::string(option.placeholder) + "]";
            commands.push_back({std::move(name), std::move(usage), &option});
        }
        return commands;
    }();
    return kCommands;
}

std::optional<Color> parse_gtp_color(std::string_view text) {
    const std::string lower = lower_case(text);
    if (lower == "b") return Color::Black;
    if (lower == "w") return Color::White;
    return parse_color_name(lower);
}

std::optional<int> gtp_int(std::string_view text) {
    const auto value = parse_unsigned(
        text, 0, static_cast<std::uint64_t>(std::numeric_limits<std::int32_t>::max()));
    if (!value) return std::nullopt;
    return static_cast<int>(*value);
}

std::string score_text(const Position& p) {
    const int black = p.disc_count(Color::Black);
    const int white = p.disc_count(Color::White);
    if (black == white) return "0";
    const int empties = kSquareCount - black - white;
    const int margin = (black > white ? black - white : white - black) + empties;
    return (black > white ? "B+" : "W+") + std::to_string(margin);
}

std::string_view winner_word(const Position& p) {
    switch (outcome_by_count(p)) {
        case Outcome::BlackWins:
            return color_name(Color::Black);
        case Outcome::WhiteWins:
            return color_name(Color::White);
        case Outcome::Draw:
            return "draw";
    }
    return "draw";
}

std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r");
    return text.substr(first, last - first + 1);
}

}  // namespace reversi
