// SPDX-License-Identifier: GPL-3.0-or-later
// A small word splitter in the spirit of a POSIX shell's quoting, without expansion of any kind.
#include "client/command_line.hpp"

#include <vector>

namespace reversi::client {

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n'; }

}  // namespace

ValueOrError<EngineCommand> split_engine_command(std::string_view text) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (is_blank(c)) {
            if (in_word) words.push_back(std::move(word));
            word.clear();
            in_word = false;
            continue;
        }
        in_word = true;
        if (c == '\\') {
            if (++i == text.size()) {
                return {std::nullopt, "the command line ends with a backslash"};
            }
            word += text[i];
        } else if (c == '\'') {
            const std::size_t close = text.find('\'', i + 1);
            if (close == std::string_view::npos) {
                return {std::nullopt, "a single quote is not closed"};
            }
            word += text.substr(i + 1, close - i - 1);
            i = close;
        } else if (c == '"') {
            for (++i; i < text.size() && text[i] != '"'; ++i) {
                if (text[i] == '\\' && i + 1 < text.size() &&
                    (text[i + 1] == '"' || text[i + 1] == '\\'))
                    ++i;
                word += text[i];
            }
            if (i == text.size()) {
                return {std::nullopt, "a double quote is not closed"};
            }
        } else {
            word += c;
        }
    }
    if (in_word) words.push_back(std::move(word));
    if (words.empty()) return {std::nullopt, "the command line is empty"};
    EngineCommand command;
    command.program = std::move(words.front());
    command.arguments.assign(words.begin() + 1, words.end());
    return {std::move(command), {}};
}

namespace {

// A word as text that the splitter above reads back as that word.
std::string quoted_word(const std::string& word) {
    const bool plain = !word.empty() && word.find_first_of(" \t\n'\"\\") == std::string::npos;
    if (plain) return word;
    std::string text = "'";
    for (char c : word)
        text += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return text + "'";
}

}  // namespace

std::string command_text(const EngineCommand& command) {
    std::string text = quoted_word(command.program);
    for (const std::string& argument : command.arguments) {
        text += ' ';
        text += quoted_word(argument);
    }
    return text;
}

}  // namespace reversi::client
