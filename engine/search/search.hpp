// Choosing the CPU's move: the one entry point the protocol modes call.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/position.hpp"
#include "search/level.hpp"

namespace reversi {

// Overrides of a level's own budget, for analysis (`go nodes N`, `go depth D`).
struct SearchLimits {
    std::optional<std::uint64_t> nodes;
    std::optional<int> depth;
};

struct SearchRequest {
    Level level = Level::Hard;
    std::uint64_t seed = 0;
    SearchLimits limits;
};

// What one finished iteration found, reported as an `info` line.
struct SearchInfo {
    int depth = 0;
    std::uint64_t nodes = 0;  // positions visited so far in this search
    int score = 0;            // in discs, from the side to move
    std::vector<Move> pv;
};

using InfoSink = std::function<void(const SearchInfo&)>;

// The move the requested opponent plays: a pure function of position, level, seed and limits.
// A position that must pass gives Move::pass(); the caller does not ask on a finished game.
Move choose_move(const Position& position, const SearchRequest& request,
                 const InfoSink& on_info = {});

}  // namespace reversi
