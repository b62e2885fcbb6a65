// SPDX-License-Identifier: GPL-3.0-or-later
// The protocols a client can speak to an engine: this project's line protocol, the Go Text
// Protocol (as Quarry drives Othello engines) and the NBoard protocol (as the NBoard GUI does).
#pragma once

#include <optional>
#include <string_view>

namespace reversi::client {

enum class EngineProtocol { Line, Gtp, Nboard };

// "line", "gtp", "nboard": the words of reversi-match's --a-protocol.
std::string_view protocol_name(EngineProtocol protocol);
std::optional<EngineProtocol> parse_protocol(std::string_view name);

}  // namespace reversi::client
