// SPDX-License-Identifier: GPL-3.0-or-later
// The shared frame of the records file and the saved match.
#include "records/text_document.hpp"

#include <limits>

#include "vocabulary/numbers.hpp"

namespace reversi::records {

namespace {

constexpr std::string_view kEndLine = "end";

bool printable(char c) { return c >= ' ' && c <= '~'; }

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

// Tokens separated by exactly one space; empty when a line has stray spaces.
std::optional<std::vector<std::string_view>> split_tokens(std::string_view line) {
    std::vector<std::string_view> tokens;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = line.find(' ', start);
        const std::string_view token = line.substr(start, end - start);
        if (token.empty()) return std::nullopt;
        tokens.push_back(token);
        if (end == std::string_view::npos) return tokens;
        start = end + 1;
    }
}

DocumentError corrupt(int line_number, std::string_view why) {
    return {FormatProblem::Corrupt,
            "line " + std::to_string(line_number) + ": " + std::string(why)};
}

}  // namespace

std::optional<std::uint64_t> parse_count(std::string_view token) {
    return number_in<std::uint64_t>(token, 0, std::numeric_limits<std::uint64_t>::max());
}

std::variant<Document, DocumentError> read_document(std::string_view text, std::string_view name,
                                                    int oldest_version, int newest_version) {
    if (text.empty()) return DocumentError{FormatProblem::Corrupt, "empty file"};
    if (text.back() != '\n') return DocumentError{FormatProblem::Corrupt, "last line unfinished"};
    for (char c : text) {
        if (c != '\n' && !printable(c)) {
            return DocumentError{FormatProblem::Corrupt, "a byte that is not printable text"};
        }
    }
    const std::vector<std::string_view> lines = split_lines(text);
    const auto header = split_tokens(lines.front());
    if (!header || header->size() != 2 || (*header)[0] != name) {
        return corrupt(1, "not a " + std::string(name) + " file");
    }
    const auto found_version = parse_count((*header)[1]);
    if (!found_version) return corrupt(1, "version is not a number");
    if (*found_version < static_cast<std::uint64_t>(oldest_version) ||
        *found_version > static_cast<std::uint64_t>(newest_version)) {
        const std::string readable =
            oldest_version == newest_version
                ? std::to_string(newest_version)
                : std::to_string(oldest_version) + " to " + std::to_string(newest_version);
        return DocumentError{FormatProblem::WrongVersion, "version " + std::string((*header)[1]) +
                                                              ", this build reads " + readable};
    }
    if (lines.size() < 2 || lines.back() != kEndLine) {
        return DocumentError{FormatProblem::Corrupt, "no \"end\" line: the file is incomplete"};
    }
    Document document{static_cast<int>(*found_version), {}};
    std::vector<FieldLine>& fields = document.lines;
    for (std::size_t i = 1; i + 1 < lines.size(); ++i) {
        const int line_number = static_cast<int>(i) + 1;
        const auto tokens = split_tokens(lines[i]);
        if (!tokens) return corrupt(line_number, "stray spaces or an empty line");
        if (tokens->front() == kEndLine) return corrupt(line_number, "lines after \"end\"");
        fields.push_back({line_number, tokens->front(), {tokens->begin() + 1, tokens->end()}});
    }
    return document;
}

}  // namespace reversi::records
