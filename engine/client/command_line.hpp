// SPDX-License-Identifier: GPL-3.0-or-later
// Splitting an engine command line ("path --flag 'two words'") into an argument vector, so a
// user can name any engine and its options without anything ever going through a shell.
#pragma once

#include <string>
#include <string_view>

#include "client/engine_requests.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::client {

// Words are separated by blanks. Single quotes keep everything literally; double quotes keep
// blanks, and inside them a backslash escapes `"` and `\`; outside quotes a backslash escapes
// the next character. Unbalanced quotes, a trailing backslash, or no words are refused with
// the reason.
ValueOrError<EngineCommand> split_engine_command(std::string_view text);

// The command line as text that split_engine_command reads back as the same words: plain words
// as they are, others in single quotes. For messages and labels.
std::string command_text(const EngineCommand& command);

}  // namespace reversi::client
