// Plays every game of a match, several at once if asked, each worker with its own pair of
// engine clients kept for the whole match.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/game.hpp"
#include "match/match_options.hpp"

namespace reversi::match {

struct EngineMemory {
    std::string name;  // "A1": side A of worker 1
    std::optional<int> pid;
    std::optional<long> first_kb;  // after the engine's first game
    std::optional<long> last_kb;   // after the last game
    bool restarted = false;        // the last figure is of a later process than the first
};

struct MatchRun {
    std::vector<GameRecord> games;  // in game order
    std::optional<long> tool_start_kb;
    std::optional<long> tool_after_first_game_kb;
    std::optional<long> tool_end_kb;
    std::vector<EngineMemory> engines;
    double seconds = 0;
};

// `report` receives lines for people (forfeits, engine logs, progress); it is called from
// several threads, one call at a time.
MatchRun run_match(const MatchOptions& options, const std::vector<std::vector<Move>>& openings,
                   const std::function<void(std::string_view)>& report);

}  // namespace reversi::match
