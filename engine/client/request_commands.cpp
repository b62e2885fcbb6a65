// Builds the position/level/seed/go lines for one request.
#include "client/request_commands.hpp"

#include "core/notation.hpp"

namespace reversi::client {

namespace {

std::string position_command(const MoveRequest& request) {
    std::string line = request.base == Position::start()
                           ? std::string("position startpos")
                           : "position board " + position_string(request.base);
    if (!request.moves.empty()) {
        line += " moves";
        for (Move m : request.moves) {
            line += ' ';
            line += move_name(m);
        }
    }
    return line;
}

std::string go_command(const SearchLimits& limits) {
    std::string line = "go";
    if (limits.nodes) line += " nodes " + std::to_string(*limits.nodes);
    if (limits.depth) line += " depth " + std::to_string(*limits.depth);
    return line;
}

}  // namespace

std::vector<std::string> request_commands(const MoveRequest& request) {
    std::vector<std::string> lines{position_command(request)};
    if (request.level) lines.push_back("level " + std::string(level_name(*request.level)));
    if (request.seed) lines.push_back("seed " + std::to_string(*request.seed));
    lines.push_back(go_command(request.limits));
    return lines;
}

}  // namespace reversi::client
