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

}  // namespace

std::optional<Transcript> parse_transcript(const std::string& text, std::string& error) {
    Transcript transcript;
    std::istringstream in(text);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (line.empty() || line[0] == '#') continue;
        if (line.rfind("> ", 0) == 0) {
            const auto bytes = unescape(line.substr(2));
            if (!bytes) {
                error = "line " + std::to_string(number) + ": bad escape";
                return std::nullopt;
            }
            transcript.input.push_back(*bytes);
        } else if (line.rfind("< ", 0) == 0) {
            transcript.expected.push_back(line.substr(2));
        } else {
            error = "line " + std::to_string(number) + ": expected '> ', '< ' or '#'";
            return std::nullopt;
        }
    }
    return transcript;
}

}  // namespace reversi::testing_support
