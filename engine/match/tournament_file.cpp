// SPDX-License-Identifier: GPL-3.0-or-later
#include "match/tournament_file.hpp"

#include "match/match_header.hpp"

namespace reversi::match {

std::string tournament_file_text(const std::vector<std::string>& arguments) {
    std::string text(kTournamentFileVersionLine);
    text += std::to_string(kTournamentFileVersion) + "\n";
    text +=
        "# A tournament of reversi-match: its options. Each pair's games are in this file's\n"
        "# path with -FIRST-SECOND before its extension. `reversi-match --resume` with this\n"
        "# file continues the tournament. Described in engine/match/README.md, \"More than two\n"
        "# engines\".\n";
    text += "args";
    if (!arguments.empty()) text += " " + arguments_text(arguments);
    text += "\n";
    return text;
}

std::optional<std::vector<std::string>> tournament_arguments(std::string_view text) {
    const std::string first =
        std::string(kTournamentFileVersionLine) + std::to_string(kTournamentFileVersion) + "\n";
    if (!text.starts_with(first)) return std::nullopt;
    for (std::size_t start = first.size() - 1; start != std::string_view::npos;) {
        const std::size_t end = text.find('\n', start + 1);
        if (end == std::string_view::npos) return std::nullopt;  // a line cut short
        const std::string_view line = text.substr(start + 1, end - start - 1);
        if (line == "args") return std::vector<std::string>{};
        if (line.starts_with("args ")) return arguments_of(line.substr(5));
        start = end;
    }
    return std::nullopt;
}

}  // namespace reversi::match
