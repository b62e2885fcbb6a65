// SPDX-License-Identifier: GPL-3.0-or-later
// Builds the position/level/seed/go lines for one request.
#include "client/request_commands.hpp"

#include <algorithm>
#include <cstdint>

#include "core/notation.hpp"

namespace reversi::client {

namespace {

std::string position_command(const MoveRequest& request) {
    std::string line = request.base == Position::start()
                           ? std::string("position startpos")
                           : "position board " + position_string(request.base);
    if (!request.moves.empty()) line += " moves " + moves_text(request.moves);
    return line;
}

std::string go_command(const SearchLimits& limits, const std::optional<RequestClock>& clock,
                       bool ponder) {
    std::string line = ponder ? "go ponder" : "go";
    if (limits.nodes) line += " nodes " + std::to_string(*limits.nodes);
    if (limits.depth) line += " depth " + std::to_string(*limits.depth);
    if (clock) {
        // The engine stops at whichever limit comes first (PROTOCOL.md, "Time limits").
        const auto ms = [](std::chrono::milliseconds time) {
            return std::to_string(std::max<std::int64_t>(time.count(), 0));
        };
        line += " wtime " + ms(clock->white_left) + " btime " + ms(clock->black_left) + " winc " +
                ms(clock->increment_of(Color::White)) + " binc " +
                ms(clock->increment_of(Color::Black));
    }
    return line;
}

}  // namespace

std::vector<std::string> request_commands(const MoveRequest& request) {
    std::vector<std::string> lines{position_command(request)};
    if (request.level) lines.push_back("level " + std::string(level_name(*request.level)));
    if (request.seed) lines.push_back("seed " + std::to_string(*request.seed));
    lines.push_back(go_command(request.limits, request.clock, request.ponder));
    return lines;
}

}  // namespace reversi::client
