// SPDX-License-Identifier: GPL-3.0-or-later
// An environment for the platform functions that read variables: exactly the given ones.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "platform/data_dir.hpp"

namespace reversi::platform::testing {

inline EnvironmentLookup environment(const std::map<std::string, std::string>& values) {
    return [values](const std::string& name) -> std::optional<std::string> {
        const auto found = values.find(name);
        if (found == values.end()) return std::nullopt;
        return found->second;
    };
}

}  // namespace reversi::platform::testing
