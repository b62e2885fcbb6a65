// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing the adapter for a protocol.
#include "client/protocol_adapter.hpp"

#include <algorithm>
#include <string>

namespace reversi::client {

std::unique_ptr<ProtocolAdapter> make_adapter(EngineProtocol protocol) {
    switch (protocol) {
        case EngineProtocol::Line:
            return make_line_adapter();
        case EngineProtocol::Gtp:
            return make_gtp_adapter();
        case EngineProtocol::Nboard:
            return make_nboard_adapter();
    }
    return make_line_adapter();
}

std::string other_protocol_hint(EngineProtocol expected, std::string_view line) {
    const std::size_t start = line.find_first_not_of(" \t");
    line.remove_prefix(start == std::string_view::npos ? line.size() : start);
    const auto starts = [line](std::string_view word) {
        return line.starts_with(word) && (line.size() == word.size() || line[word.size()] == ' ');
    };
    std::optional<EngineProtocol> spoken;
    if (starts("error") || starts("id") || starts("reversiok") || starts("option") ||
        starts("bestmove") || starts("info"))
        spoken = EngineProtocol::Line;
    else if (starts("===") || starts("pong") || line.starts_with("set myname"))
        spoken = EngineProtocol::Nboard;
    else if (line.starts_with('=') || line.starts_with('?'))
        spoken = EngineProtocol::Gtp;
    if (!spoken || *spoken == expected) return {};
    const char* flag = expected == EngineProtocol::Gtp      ? "--gtp"
                       : expected == EngineProtocol::Nboard ? "--nboard"
                                                            : "neither --gtp nor --nboard";
    const std::string words = *spoken == EngineProtocol::Line  ? "the line protocol"
                              : *spoken == EngineProtocol::Gtp ? "GTP"
                                                               : "NBoard";
    return "; it answers in " + words + ": for reversi-engine, " +
           (expected == EngineProtocol::Line ? std::string("give ") : std::string("add ")) + flag +
           (expected == EngineProtocol::Line ? " on" : " to") +
           " its command line, or give this side the protocol " +
           std::string(protocol_name(*spoken));
}

std::optional<std::size_t> continuation(const std::optional<std::vector<Move>>& told,
                                        const std::vector<Move>& wanted) {
    if (!told || told->size() > wanted.size()) return std::nullopt;
    if (!std::equal(told->begin(), told->end(), wanted.begin())) return std::nullopt;
    return told->size();
}

}  // namespace reversi::client
