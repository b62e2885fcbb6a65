// SPDX-License-Identifier: GPL-3.0-or-later
// One loop for every program's options, so they all refuse the same mistakes the same way.
#include "vocabulary/option_reader.hpp"

#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

// What is wrong with the values an option got, or nothing.
std::string value_problem(const std::string& key, int count, bool inline_value, int got) {
    if (inline_value && count == 0) return "--" + key + " takes no value";
    if (inline_value && count != 1) return "--" + key + "=... is only for options with one value";
    if (got == count) return {};
    return "--" + key +
           (count == 1 ? " needs a value" : " needs " + std::to_string(count) + " values");
}

}  // namespace

OptionsRead read_options(std::span<const std::string_view> args, const OptionRules& rules) {
    OptionsRead read;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view arg = args[i];
        if (arg == "--help" || arg == "-h") {
            read.help = true;
            return read;
        }
        if (!arg.starts_with("--")) {
            if (rules.takes_words) {
                read.words.push_back(arg);
                continue;
            }
            read.error = "unexpected argument '" + printable(arg) + "'";
            return read;
        }
        const std::size_t equals = arg.find('=');
        const bool inline_value = equals != std::string_view::npos;
        const std::string key(arg.substr(2, inline_value ? equals - 2 : std::string_view::npos));
        const std::optional<int> count = rules.value_count(key);
        if (!count) {
            read.error = "unknown option '--" + printable(key) + "'";
            return read;
        }
        if (!read.keys.insert(key).second && !rules.repeatable.contains(key)) {
            read.error = "--" + key + " is given twice";
            return read;
        }
        std::vector<std::string_view> values;
        if (inline_value) values.push_back(arg.substr(equals + 1));
        while (!inline_value && static_cast<int>(values.size()) < *count && i + 1 < args.size())
            values.push_back(args[++i]);
        read.error = value_problem(key, *count, inline_value, static_cast<int>(values.size()));
        if (read.error.empty()) read.error = rules.apply(key, values);
        if (!read.error.empty()) return read;
    }
    return read;
}

OptionsRead read_options(int argc, const char* const* argv, const OptionRules& rules) {
    const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return read_options(args, rules);
}

std::string value_refusal(std::string_view key, std::string_view expected, std::string_view value) {
    return "--" + std::string(key) + ": expected " + std::string(expected) + ", not '" +
           printable(value) + "'";
}

std::string range_text(long long min, long long max) {
    return "expected a number from " + std::to_string(min) + " to " + std::to_string(max);
}

}  // namespace reversi
