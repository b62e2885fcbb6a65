// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing the adapter for a protocol.
#include "client/protocol_adapter.hpp"

#include <algorithm>

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

std::optional<std::size_t> continuation(const std::optional<std::vector<Move>>& told,
                                        const std::vector<Move>& wanted) {
    if (!told || told->size() > wanted.size()) return std::nullopt;
    if (!std::equal(told->begin(), told->end(), wanted.begin())) return std::nullopt;
    return told->size();
}

}  // namespace reversi::client
