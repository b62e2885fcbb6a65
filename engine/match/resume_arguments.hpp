// SPDX-License-Identifier: GPL-3.0-or-later
// `--resume FILE` alone continues the match (or tournament) FILE records: the options of its `args`
// line, with those given beside --resume checked against them, as fastchess continues from its
// saved configuration.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "vocabulary/value_or_error.hpp"

namespace reversi::match {

// The arguments to play with (the program's name excluded): `given` itself when it has no
// --resume, or FILE cannot be read or records no options (before version 6; then the options
// given must describe the match, as the header check says); otherwise FILE's recorded options,
// the run options given, and --resume FILE. Refused, naming the option, when a given option
// that decides the games differs from the recorded one or is not among them.
ValueOrError<std::vector<std::string>> resume_arguments(const std::vector<std::string>& given);

}  // namespace reversi::match
