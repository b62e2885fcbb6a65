// SPDX-License-Identifier: GPL-3.0-or-later
// Plays the games of a match (or of its shard), several at once if asked, each worker with its
// own pair of engine clients kept for the whole match. Every engine must complete its
// handshake before the first game; under --sprt the match stops once the test decides.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/game.hpp"
#include "match/match_options.hpp"
#include "match/openings_file.hpp"

namespace reversi::match {

struct EngineMemory {
    std::string name;  // "A1": side A of worker 1
    std::optional<int> pid;
    std::optional<long> first_kb;  // after the engine's first game
    std::optional<long> last_kb;   // after the last game
    bool restarted = false;        // the last figure is of a later process than the first
};

// Why the match could not begin: an engine that failed its handshake, or one that cannot take
// what it must be sent.
struct StartFailure {
    Side side = Side::A;
    std::string engine;  // "B1"
    std::string detail;  // what happened, quoting the engine
};

// With --recover, the games in a row whose engine could not start after which the match stops
// all the same (as an engine failure): an engine that never starts is mended, not forfeited.
inline constexpr int kMostStartFailuresInARow = 3;

// A side whose engine gave no move within --attempts, without --recover (or, with it, could not
// start kMostStartFailuresInARow games in a row): the match stopped and the game is not counted
// (it is played again by --resume).
struct EngineFailure {
    Side side = Side::A;
    std::string engine;  // "B1"
    int game = 0;
    std::string detail;  // the fault and what the engine said
};

// What the caller learns while the match plays, and how it stops it.
struct MatchHooks {
    // After every handshake, before the first game: why not to play (a --resume file of another
    // match, a games file that cannot be opened), or nothing.
    std::function<std::optional<std::string>(const client::EngineIdentity& a,
                                             const client::EngineIdentity& b)>
        check_sides;
    // Each game kept, as it ends (one call at a time, from the worker that played it).
    std::function<void(const GameRecord&)> game_finished;
    // False when game_finished keeps each game's move notes (in the games file): the run then
    // drops them once the hook has had them, so a long match's memory stays flat.
    bool keep_move_notes = true;
    // Set (by a signal handler): start no game and drop the games in flight.
    const std::atomic<bool>* stop_requested = nullptr;
    // Games of this match played before (--resume): not played again, but counted.
    std::vector<GameRecord> played_before;
};

struct MatchRun {
    std::optional<StartFailure> start_failure;  // set: no game was played
    std::optional<std::string> refused;         // check_sides' reason: no game was played
    std::optional<EngineFailure> engine_failure;
    bool interrupted = false;           // stop_requested ended the match
    client::EngineIdentity identity_a;  // as worker 1's engines gave them
    client::EngineIdentity identity_b;
    std::vector<GameRecord> games;  // the games played (and played before), in game order
    int concurrency = 1;
    std::optional<long> tool_start_kb;
    std::optional<long> tool_after_first_game_kb;
    std::optional<long> tool_end_kb;
    std::vector<EngineMemory> engines;
    double seconds = 0;
    double tool_cpu_seconds = 0;  // this process's own CPU time (its engines not included)
};

// The games a run plays, by index from 0 (game index + 1 is the game's number): both games of
// each opening in the shard, in opening order.
std::vector<int> planned_games(int opening_count, const Shard& shard);

// `report` receives lines for people (forfeits, engine logs, progress); it is called from
// several threads, one call at a time.
MatchRun run_match(const MatchOptions& options, const std::vector<Opening>& openings,
                   const std::function<void(std::string_view)>& report,
                   const MatchHooks& hooks = {});

}  // namespace reversi::match
