// SPDX-License-Identifier: GPL-3.0-or-later
// Engine settings passed through by name (reversi-match's `--a-option NAME=VALUE`): what a
// setting may hold, how each protocol sends one, and whether an engine offers it.
#pragma once

#include <string>
#include <string_view>

#include "client/engine_protocol.hpp"
#include "client/engine_requests.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::client {

// `NAME=VALUE`, split at the first '='. The name is letters, digits, blanks, '_', '-' and '.';
// the value any printable text. Neither may be empty; refused with the reason otherwise.
ValueOrError<EngineSetting> parse_engine_setting(std::string_view text);

// Why `protocol` cannot carry `setting` (empty when it can): GTP's and NBoard's values are one
// word, NBoard's too (and `game` is the position, not a setting); a line protocol name has
// no word `value`, which ends it in `setoption`.
std::string setting_refusal(EngineProtocol protocol, const EngineSetting& setting);

// The line that sends `setting`: `setoption name NAME value VALUE`, GTP `reversi-NAME VALUE`
// (gtp_setting_command), NBoard `set NAME VALUE` (nboard_setting_name).
std::string setting_line(EngineProtocol protocol, const EngineSetting& setting);

// NBoard's word for a setting's name: '_' for each blank (`Move Overhead`: `Move_Overhead`).
std::string nboard_setting_name(std::string_view name);

// The GTP command of a setting, as this project's engine names its own: `reversi-` and the name
// in lower case with '_' for each blank (`Move Overhead`: `reversi-move_overhead`).
std::string gtp_setting_command(std::string_view name);

// Why an engine whose handshake said `identity` cannot be sent `setting` (empty when it can):
// the line protocol's engine offers no `option` of that name (compared without regard to case)
// or its `option` line does not allow the value (a spin's number outside min to max, a check
// neither true nor false, a combo's word not among its vars), a GTP engine lists no such
// command. NBoard lists nothing, so nothing is refused there.
std::string unaccepted_setting(EngineProtocol protocol, const EngineIdentity& identity,
                               const EngineSetting& setting);

}  // namespace reversi::client
