// SPDX-License-Identifier: GPL-3.0-or-later
// A document text with its first `from` replaced by `to`: the tests' way to damage or vary a
// file format one field at a time.
#pragma once

#include <string>
#include <string_view>

namespace reversi::testing_support {

inline std::string replaced(std::string_view text, std::string_view from, std::string_view to) {
    std::string result(text);
    result.replace(result.find(from), from.size(), to);
    return result;
}

}  // namespace reversi::testing_support
