// SPDX-License-Identifier: GPL-3.0-or-later
// Checking and sending settings passed through by name.
#include "client/engine_settings.hpp"

#include <algorithm>
#include <cctype>

#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::client {

namespace {

// Why the `option` line does not allow `value` (empty when it does, or says too little to tell).
std::string value_refusal(const OptionReply& option, const std::string& value) {
    const std::string line = " (its `option` line)";
    if (option.type == "spin" && option.min && option.max &&
        !parse_signed(value, *option.min, *option.max))
        return "it takes a whole number from " + std::to_string(*option.min) + " to " +
               std::to_string(*option.max) + line;
    if (option.type == "check" && value != "true" && value != "false")
        return "it takes true or false" + line;
    if (option.type == "combo" && !option.vars.empty() &&
        std::none_of(option.vars.begin(), option.vars.end(), [&](const std::string& var) {
            return lower_case(var) == lower_case(value);
        })) {
        std::string words;
        for (const std::string& var : option.vars)
            words += (words.empty() ? "" : ", ") + var;
        return "it takes one of " + words + line;
    }
    return {};
}

}  // namespace

namespace {

bool name_character(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == ' ' || c == '_' || c == '-' ||
           c == '.';
}

bool printable_character(char c) { return c >= ' ' && c <= '~'; }

bool one_word(std::string_view text) { return text.find(' ') == std::string_view::npos; }

}  // namespace

ValueOrError<EngineSetting> parse_engine_setting(std::string_view text) {
    const std::size_t equals = text.find('=');
    const std::string_view name = text.substr(0, equals);
    const std::string_view value =
        equals == std::string_view::npos ? std::string_view{} : text.substr(equals + 1);
    if (name.empty() || value.empty()) return {std::nullopt, "expected NAME=VALUE"};
    if (!std::all_of(name.begin(), name.end(), name_character) || name.front() == ' ' ||
        name.back() == ' ')
        return {std::nullopt, "a name is letters, digits, blanks inside it, '_', '-' and '.'"};
    if (!std::all_of(value.begin(), value.end(), printable_character))
        return {std::nullopt, "the value holds a character that is not printable"};
    return {EngineSetting{std::string(name), std::string(value)}, {}};
}

std::string setting_refusal(EngineProtocol protocol, const EngineSetting& setting) {
    switch (protocol) {
        case EngineProtocol::Line:
            for (std::string_view word : split_tokens(setting.name))
                if (lower_case(word) == "value")
                    return "the line protocol's setoption cannot carry a name with the word "
                           "'value'";
            return {};
        case EngineProtocol::Gtp:
            if (!one_word(setting.value)) return "a GTP command's value is one word";
            return {};
        case EngineProtocol::Nboard:
            if (!one_word(setting.value)) return "NBoard's `set NAME VALUE` takes a one-word value";
            if (lower_case(setting.name) == "game")
                return "NBoard's `set game` is the position, which the tool sends";
            return {};
    }
    return {};
}

std::string gtp_setting_command(std::string_view name) {
    std::string command = "reversi-" + lower_case(name);
    std::replace(command.begin(), command.end(), ' ', '_');
    return command;
}

std::string nboard_setting_name(std::string_view name) {
    std::string word(name);
    std::replace(word.begin(), word.end(), ' ', '_');
    return word;
}

std::string setting_line(EngineProtocol protocol, const EngineSetting& setting) {
    switch (protocol) {
        case EngineProtocol::Line:
            return "setoption name " + setting.name + " value " + setting.value;
        case EngineProtocol::Gtp:
            return gtp_setting_command(setting.name) + " " + setting.value;
        case EngineProtocol::Nboard:
            return "set " + nboard_setting_name(setting.name) + " " + setting.value;
    }
    return {};
}

std::string unaccepted_setting(EngineProtocol protocol, const EngineIdentity& identity,
                               const EngineSetting& setting) {
    const auto offered = [&](const std::string& wanted) {
        return std::any_of(identity.offered.begin(), identity.offered.end(),
                           [&](const std::string& name) { return lower_case(name) == wanted; });
    };
    if (protocol == EngineProtocol::Line && !offered(lower_case(setting.name)))
        return "it offers no option '" + setting.name + "' (its handshake's `option` lines)";
    if (protocol == EngineProtocol::Gtp && !offered(gtp_setting_command(setting.name)))
        return "it lists no command " + gtp_setting_command(setting.name) +
               " (list_commands), which would carry '" + setting.name + "'";
    if (protocol != EngineProtocol::Line) return {};
    for (const OptionReply& option : identity.options)
        if (lower_case(option.name) == lower_case(setting.name))
            return value_refusal(option, setting.value);
    return {};
}

}  // namespace reversi::client
