// SPDX-License-Identifier: GPL-3.0-or-later
// `--engine name=NAME,cmd=CMD,protocol=P,level=L,nodes=N,depth=D`: one engine of a tournament in
// one option, with the same fields as a side's --a-* options.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "match/match_options.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::match {

// Fields are separated by commas outside quotes (a comma in `cmd` is quoted: cmd='x --a,b', the
// quotes dropped when they enclose the whole value); each is KEY=VALUE, at most once; `cmd` is
// the engine's command line (--a-engine's value).
// Without `name`, the level's word, or else the program's file name. Refused with the reason
// for an unknown, repeated or malformed field or a name with other characters.
ValueOrError<NamedEngine> parse_engine_spec(std::string_view text);

}  // namespace reversi::match
