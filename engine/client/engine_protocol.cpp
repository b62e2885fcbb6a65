// SPDX-License-Identifier: GPL-3.0-or-later
// Protocol names, one table both ways.
#include "client/engine_protocol.hpp"

#include <array>
#include <utility>

namespace reversi::client {

namespace {

constexpr std::array<std::pair<EngineProtocol, std::string_view>, 3> kNames{{
    {EngineProtocol::Line, "line"},
    {EngineProtocol::Gtp, "gtp"},
    {EngineProtocol::Nboard, "nboard"},
}};

}  // namespace

std::string_view protocol_name(EngineProtocol protocol) {
    for (const auto& [value, name] : kNames)
        if (value == protocol) return name;
    return "unknown";
}

std::optional<EngineProtocol> parse_protocol(std::string_view name) {
    for (const auto& [value, text] : kNames)
        if (text == name) return value;
    return std::nullopt;
}

}  // namespace reversi::client
