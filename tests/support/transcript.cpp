// SPDX-License-Identifier: GPL-3.0-or-later
// Transcript files: finding, reading and parsing them, with \xHH escapes in input lines for
// bytes a text file cannot show.
#include "support/transcript.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace reversi::testing_support {

namespace fs = std::filesystem;

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

std::vector<std::string> transcript_names(const std::string& root) {
    std::vector<std::string> names;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
        if (entry.path().extension() != ".txt") continue;
        names.push_back(fs::relative(entry.path(), root).replace_extension().generic_string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

std::optional<Transcript> load_transcript(const std::string& root, const std::string& name,
                                          std::string& error) {
    const fs::path path = fs::path(root) / (name + ".txt");
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot read " + path.string();
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return parse_transcript(text.str(), error);
}

std::vector<std::string> engine_arguments(const std::string& name, const Transcript& transcript) {
    std::vector<std::string> arguments;
    const fs::path folder = fs::path(name).parent_path();
    if (!folder.empty()) arguments.push_back("--" + folder.generic_string());
    arguments.insert(arguments.end(), transcript.arguments.begin(), transcript.arguments.end());
    return arguments;
}

std::string test_name(const std::string& transcript_name) {
    std::string name = transcript_name;
    std::replace(name.begin(), name.end(), '-', '_');
    std::replace(name.begin(), name.end(), '/', '_');
    return name;
}

std::string input_text(const Transcript& transcript) {
    std::string input;
    for (const std::string& line : transcript.input)
        input += line + "\n";
    return input + "\n";
}

std::string mask_timing(std::string_view line) {
    std::string text(line);
    if (text.starts_with("info ")) {
        for (const std::string_view key : {" time ", " nps "}) {
            const std::size_t at = text.find(key);
            if (at == std::string::npos) continue;
            const std::size_t value_end = text.find(' ', at + key.size());
            text.erase(at, (value_end == std::string::npos ? text.size() : value_end) - at);
        }
    } else if (text.starts_with("nodestats ")) {
        const std::size_t last = text.rfind(' ');
        if (last > 9) text = text.substr(0, last) + " *";
    } else if (text.starts_with("=== ")) {
        const std::size_t last = text.rfind('/');
        if (last != std::string::npos) text = text.substr(0, last) + "/*";
    }
    return text;
}

bool is_nboard_progress_status(std::string_view line) {
    return line.starts_with("status ") && line.ends_with("% full");
}

std::vector<std::string> mask_timing(const std::vector<std::string>& lines) {
    std::vector<std::string> masked;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        // A long search's progress lines come with the clock: the line protocol's `info`
        // without a depth, and NBoard's progress `status` with the `nodestats` after it.
        if (line.starts_with("info ") && line.find(" depth ") == std::string::npos) continue;
        if (is_nboard_progress_status(line)) {
            if (i + 1 < lines.size() && lines[i + 1].starts_with("nodestats ")) ++i;
            continue;
        }
        masked.push_back(mask_timing(line));
    }
    return masked;
}

}  // namespace reversi::testing_support
