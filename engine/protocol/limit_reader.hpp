// SPDX-License-Identifier: GPL-3.0-or-later
// The one reader of a command's limits as keys and values (`go`'s and GTP `reversi-analyze`'s):
// each key known and at most once, each value checked, the first refusal kept in words.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

class LimitReader {
public:
    // `keys`: every key the command knows; `unknown_hint`: what follows "unknown limit: KEY".
    LimitReader(std::span<const std::string_view> args, std::span<const std::string_view> keys,
                std::string unknown_hint = {})
        : args_(args),
          keys_(keys),
          seen_(keys.size(), false),
          unknown_hint_(std::move(unknown_hint)) {}

    bool done() const { return next_ >= args_.size(); }
    // The reason of the first refusal; empty while none.
    const std::string& error() const { return error_; }
    bool given(std::string_view key) const { return seen_[index_of(key)]; }

    // The next key, known and not seen before; nullopt with the error set otherwise.
    std::optional<std::string_view> key() {
        const std::string_view key = args_[next_++];
        const std::size_t index = index_of(key);
        if (index == keys_.size())
            return refuse("unknown limit: " + printable(key) + unknown_hint_);
        if (seen_[index]) return refuse(std::string(key) + " given twice");
        seen_[index] = true;
        return key;
    }

    // The value after `key`, a whole number from `min` to `max`.
    std::optional<std::uint64_t> count(std::string_view key, std::uint64_t min, std::uint64_t max) {
        const auto text = value(key);
        if (!text) return std::nullopt;
        const auto number = parse_unsigned(*text, min, max);
        if (!number)
            return refuse(std::string(key) + " must be from " + std::to_string(min) + " to " +
                          std::to_string(max));
        return number;
    }

    // The value after `key`, a signed whole number from `min` to `max`; `expected` says what it
    // must be when it is no whole number ("must be a whole number of milliseconds"), and a
    // whole number beyond the range is said to be out of it.
    std::optional<std::int64_t> signed_count(std::string_view key, std::int64_t min,
                                             std::int64_t max, std::string_view expected) {
        const auto text = value(key);
        if (!text) return std::nullopt;
        const auto number = parse_signed(*text, min, max);
        if (number) return number;
        if (is_whole_number(*text))
            return refuse(std::string(key) + " is out of range: from " + std::to_string(min) +
                          " to " + std::to_string(max));
        return refuse(std::string(key) + " " + std::string(expected));
    }

private:
    // An optional '-' and decimal digits, of any length.
    static bool is_whole_number(std::string_view text) {
        if (text.starts_with('-')) text.remove_prefix(1);
        return !text.empty() &&
               std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    }

    std::optional<std::string_view> value(std::string_view key) {
        if (done()) return refuse(std::string(key) + " needs a value");
        return args_[next_++];
    }

    std::size_t index_of(std::string_view key) const {
        return static_cast<std::size_t>(std::find(keys_.begin(), keys_.end(), key) - keys_.begin());
    }

    // Keeps the reason; a std::nullopt of any type, for `return refuse(...)`.
    std::nullopt_t refuse(std::string why) {
        error_ = std::move(why);
        return std::nullopt;
    }

    std::span<const std::string_view> args_;
    std::span<const std::string_view> keys_;
    std::vector<bool> seen_;
    std::string unknown_hint_;
    std::size_t next_ = 0;
    std::string error_;
};

}  // namespace reversi
