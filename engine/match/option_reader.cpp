// SPDX-License-Identifier: GPL-3.0-or-later
// One loop for every command's options, so they all refuse the same mistakes the same way.
#include "match/option_reader.hpp"

namespace reversi::match {

OptionsRead read_options(
    int argc, const char* const* argv,
    const std::function<std::optional<int>(std::string_view)>& value_count,
    const std::function<std::string(const std::string&, const std::vector<std::string_view>&)>&
        apply,
    const std::set<std::string, std::less<>>& repeatable) {
    OptionsRead read;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            read.help = true;
            return read;
        }
        if (!arg.starts_with("--")) {
            read.error = "unexpected argument '" + std::string(arg) + "'";
            return read;
        }
        const std::size_t equals = arg.find('=');
        const bool inline_value = equals != std::string_view::npos;
        const std::string key(arg.substr(2, inline_value ? equals - 2 : std::string_view::npos));
        if (!read.keys.insert(key).second && !repeatable.contains(key)) {
            read.error = "--" + key + " is given twice";
            return read;
        }
        const std::optional<int> expected = value_count(key);
        if (!expected) {
            read.error = "unknown option --" + key;
            return read;
        }
        const int count = *expected;
        if (inline_value && count != 1) {
            read.error = "--" + key + "=... is only for options with one value";
            return read;
        }
        std::vector<std::string_view> values;
        if (inline_value) values.push_back(arg.substr(equals + 1));
        while (static_cast<int>(values.size()) < count && i + 1 < argc)
            values.emplace_back(argv[++i]);
        if (static_cast<int>(values.size()) != count) {
            read.error = "--" + key +
                         (count == 0   ? " takes no value"
                          : count == 1 ? " needs a value"
                                       : " needs " + std::to_string(count) + " values");
            return read;
        }
        const std::string problem = apply(key, values);
        if (!problem.empty()) {
            read.error = problem;
            return read;
        }
    }
    return read;
}

std::string range_text(long long min, long long max) {
    return "expected a number from " + std::to_string(min) + " to " + std::to_string(max);
}

}  // namespace reversi::match
