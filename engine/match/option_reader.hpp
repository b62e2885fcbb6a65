// SPDX-License-Identifier: GPL-3.0-or-later
// Reading command-line options the same strict way in every reversi-match command:
// `--key`, `--key value`, `--key=value`, keys that take two values, no key twice, and numbers
// that must be the whole text and within range.
#pragma once

#include <charconv>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace reversi::match {

struct OptionsRead {
    bool help = false;           // --help or -h was given: nothing else was read
    std::string error;           // empty when every option was read and applied
    std::set<std::string> keys;  // the keys given
};

// Calls `apply(key, values)` for each option in argv[1...], with as many values as
// `value_count(key)` says (0, 1 or 2; `=` only for one), nullopt for a key that is not an
// option. `apply` returns an error text, empty when the option was applied. Only the keys in
// `repeatable` may be given more than once.
OptionsRead read_options(
    int argc, const char* const* argv,
    const std::function<std::optional<int>(std::string_view)>& value_count,
    const std::function<std::string(const std::string&, const std::vector<std::string_view>&)>&
        apply,
    const std::set<std::string, std::less<>>& repeatable = {});

// The whole of `text` as a number within [min, max].
template <typename Number>
std::optional<Number> number_in(std::string_view text, Number min, Number max) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    if (!(value >= min && value <= max)) return std::nullopt;
    return value;
}

// "expected a number from MIN to MAX".
std::string range_text(long long min, long long max);

}  // namespace reversi::match
