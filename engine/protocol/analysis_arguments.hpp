// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the arguments of GTP's `reversi-analyze` into the limits of one analysis search:
// `depth N`, `nodes N`, `time MS`, `wld` and `exact`, each at most once (protocol-spec/PROTOCOL.md,
// "Analysis").
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "protocol/go_arguments.hpp"

namespace reversi {

// The limits, or why the arguments were refused (the GTP error message).
struct AnalysisArguments {
    std::optional<GoLimits> limits;
    std::string error;
};

AnalysisArguments parse_analysis_arguments(std::span<const std::string_view> args);

}  // namespace reversi
