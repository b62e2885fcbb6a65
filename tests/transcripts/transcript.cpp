// Transcript parsing, with \xHH escapes in input lines for bytes a text file cannot show.
#include "transcripts/transcript.hpp"

#include <sstream>

namespace reversi::testing_support {

namespace {

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::optional<std::string> unescape(const std::string& text) {
    std::string bytes;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\\') {
            bytes.push_back(text[i]);
        } else if (i + 1 < text.size() && text[i + 1] == '\\') {
            bytes.push_back('\\');
            ++i;
        } else if (i + 3 < text.size() && text[i + 1] == 'x' && hex_value(text[i + 2]) >= 0 &&
                   hex_value(text[i + 3]) >= 0) {
            bytes.push_back(
                static_cast<char>(hex_value(text[i + 2]) * 16 + hex_value(text[i + 3])));
            i += 3;
        } else {
            return std::nullopt;
        }
    }
    return bytes;
}

std::vector<std::string> split_arguments(const std::string& text) {
    std::vector<std::string> arguments;
    std::istringstream in(text);
    for (std::string argument; in >> argument;)
        arguments.push_back(argument);
    return arguments;
}

// The text after a one-character marker: "X text" gives "text", a lone "X" an empty line.
std::optional<std::string> marked_text(const std::string& line, char marker) {
    if (line.size() == 1 && line[0] == marker) return std::string();
    if (line.size() >= 2 && line[0] == marker && line[1] == ' ') return line.substr(2);
    return std::nullopt;
}

}  // namespace

std::optional<Transcript> parse_transcript(const std::string& text, std::string& error) {
    Transcript transcript;
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        if (const auto sent = marked_text(line, '>')) {
            const auto bytes = unescape(*sent);
            if (!bytes) {
                error = "line " + std::to_string(number) + ": bad escape";
                return std::nullopt;
            }
            transcript.input.push_back(*bytes);
        } else if (const auto received = marked_text(line, '<')) {
            transcript.expected.push_back(*received);
        } else if (const auto logged = marked_text(line, '!')) {
            if (!transcript.expected_errors) transcript.expected_errors.emplace();
            transcript.expected_errors->push_back(*logged);
        } else if (const auto arguments = marked_text(line, '$')) {
            for (std::string& argument : split_arguments(*arguments))
                transcript.arguments.push_back(std::move(argument));
        } else {
            error = "line " + std::to_string(number) + ": expected '> ', '< ', '! ', '$ ' or '#'";
            return std::nullopt;
        }
    }
    return transcript;
}

}  // namespace reversi::testing_support
