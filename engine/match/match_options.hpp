// The command line of reversi-match: two sides (a level or a whole engine command line each),
// the openings, the parallelism, and where to write the games.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "client/engine_client.hpp"
#include "vocabulary/level.hpp"

namespace reversi::match {

enum class Side { A, B };
constexpr Side other(Side side) { return side == Side::A ? Side::B : Side::A; }
constexpr char side_letter(Side side) { return side == Side::A ? 'A' : 'B'; }

struct SideOptions {
    client::EngineCommand command;
    Level level = Level::Normal;
    SearchLimits limits;
};

struct MatchOptions {
    SideOptions a;
    SideOptions b;
    int openings = 50;  // each played twice, colours swapped
    int opening_plies = 6;
    std::uint64_t seed = 1;
    int concurrency = 1;
    std::chrono::milliseconds move_timeout{30'000};
    int attempts = 1;  // per move; after the last failed one the side forfeits the game
    std::string games_file;
    bool progress = false;
};

struct ParsedOptions {
    std::optional<MatchOptions> options;  // nullopt: see `help` and `error`
    bool help = false;
    std::string error;
};

// `default_engine` is the command used for a side given no --a-engine / --b-engine.
ParsedOptions parse_match_options(int argc, const char* const* argv,
                                  const client::EngineCommand& default_engine);

extern const char* const kMatchUsage;

}  // namespace reversi::match
