// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a program's command-line options the same strict way in reversi-engine, reversi-match
// and reversi-train: `--key`, `--key value`, `--key=value`, keys that take two values, no key
// twice unless it may repeat, and words that are no option only where the program takes them.
#pragma once

#include <functional>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace reversi {

struct OptionsRead {
    bool help = false;                    // --help or -h was given: nothing after it was read
    std::string error;                    // empty when every option was read and applied
    std::set<std::string> keys;           // the keys given
    std::vector<std::string_view> words;  // the arguments that are no option, in order
};

// How a program's options are read.
struct OptionRules {
    // How many values the option `key` takes (0, 1 or 2; `=` only for one), nullopt for a key
    // that is no option.
    std::function<std::optional<int>(std::string_view key)> value_count;
    // Applies an option: an error text, empty when it was applied.
    std::function<std::string(const std::string& key, const std::vector<std::string_view>& values)>
        apply;
    // The keys that may be given more than once.
    std::set<std::string, std::less<>> repeatable = {};
    // Whether arguments that do not start with "--" are words (file names) rather than mistakes.
    bool takes_words = false;
};

// Reads `args` (the program's name excluded) in order, stopping at the first mistake.
OptionsRead read_options(std::span<const std::string_view> args, const OptionRules& rules);

// The same for argv[1...].
OptionsRead read_options(int argc, const char* const* argv, const OptionRules& rules);

// "--KEY: expected EXPECTED, not 'VALUE'" (the value made printable): a value an option refuses.
std::string value_refusal(std::string_view key, std::string_view expected, std::string_view value);

// "expected a number from MIN to MAX".
std::string range_text(long long min, long long max);

}  // namespace reversi
