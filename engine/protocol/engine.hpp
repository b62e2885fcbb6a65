// SPDX-License-Identifier: GPL-3.0-or-later
// The engine under the three protocols: it owns the game line, the settings, the searches on
// its worker with their clocks and stop, evaluation and hints, and the legal list. It has no
// streams: a protocol session reads the lines, calls the engine, and formats what it returns,
// and a search's findings reach the session through the callbacks it gave.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_line.hpp"
#include "core/perft.hpp"
#include "protocol/move_evaluation.hpp"
#include "protocol/search_worker.hpp"
#include "protocol/session_options.hpp"
#include "protocol/time_allocation.hpp"
#include "search/evaluation.hpp"
#include "search/search.hpp"
#include "search/search_tables.hpp"
#include "vocabulary/engine_options.hpp"
#include "vocabulary/search_limits.hpp"

namespace reversi {

// One move to find: the position, limits beyond the level's own, the clock, and when it was
// asked for. Every protocol hands its clock over as `time`, and the engine applies one rule
// (see go()).
struct MoveSearch {
    Position position;
    SearchLimits limits;
    TimeLimits time;
    // When its command was read: a clock counts from there (time_allocation.hpp); a move time
    // counts from the search's start, when go() is called.
    SteadyClock::time_point received;
    // Analysis rather than play (GTP's reversi-analyze): Easy, which does not search and so
    // could not score the move, reads as Hard, as NBoard's hint does.
    bool analysis = false;
    // `go ponder`: `position` is the one after the reply the engine expects; the time limits
    // start at ponderhit(), and the answer waits for ponderhit() or a stop.
    bool ponder = false;
};

// `bench`'s figures: the node total is a signature of the search; the speeds vary by machine.
struct BenchFigures {
    std::size_t positions = 0;
    std::uint64_t nodes = 0;
    std::uint64_t nodes_per_second = 0;
    std::int64_t median_microseconds = 0;
};

// `eval`'s figures for the side to move.
struct EvalReport {
    std::vector<EvalTerm> normal;
    std::vector<EvalTerm> hard;
    std::optional<int> final_score;  // centidiscs, once the game is over
};

class Engine {
public:
    explicit Engine(const SessionOptions& options);
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // The thread the searches run on: a session's line loop watches it, to hold lines back
    // while a search runs.
    SearchWorker& worker() { return worker_; }

    // --- the game ---
    const GameLine& game() const { return game_; }
    const Position& position() const { return game_.current(); }
    void new_game() { game_ = GameLine(); }
    void set_game(GameLine line) { game_ = std::move(line); }
    // Plays `move` for `mover`, with the pass the rules force first (see play_as()).
    std::optional<int> play_as(Color mover, Move move);
    bool undo(std::size_t count) { return game_.undo(count); }
    // The moves the side to move may make: `pass` alone when it must pass, none once the game
    // is over.
    std::vector<Move> legal_moves() const;

    // --- the settings ---
    const EngineSettings& settings() const { return settings_; }
    // Sets `option` from `value`; false, changing nothing, when the value is not valid. A new
    // Hash size makes its tables now, outside any search (false, with the default size, when
    // there is no memory for them).
    bool set_option(const EngineOption& option, std::string_view value);
    // Makes now, between searches, what the next search would otherwise make in its own time
    // (the tables, Hard's weights), as a UCI engine does at `isready`; nothing while a search
    // runs, and nothing for Easy, which searches nothing.
    void prepare();
    // Whether the level came from the command line (NBoard's `set depth` then leaves it alone).
    bool level_given() const { return level_given_; }

    // --- searches on the worker; the callbacks run there ---
    // Finds the best move (none once the game is over); `on_info` hears each iteration. With
    // `go infinite` the answer waits until the search is told to stop.
    // With MultiPV above 1, `on_info` hears each iteration's lines best first, and `on_best` the
    // best one. `on_progress`, when given, hears how far a long search has got about every
    // second; it changes nothing in the search. Which searches have the Hash option's tables:
    // tables_for().
    // The clock rule, the same in every protocol: with time limits (a clock, a move time,
    // infinite) the time allocation governs and the level's own budget does not apply, as a
    // UCI engine's level is for play without a clock; nodes and depth given in `limits` still
    // apply, whichever limit comes first.
    using OnInfo = std::function<void(const SearchInfo&)>;
    // `on_best` gets the move, the deepest finished iteration and the positions the whole
    // search visited (an unfinished last iteration included).
    using OnBest = std::function<void(std::optional<Move> best, const std::optional<SearchInfo>&,
                                      std::uint64_t nodes)>;
    void go(const MoveSearch& search, OnInfo on_info, OnBest on_best,
            ProgressSink on_progress = {});
    // The best `count` moves (MultiPV) of each iteration as the search finds them, best first,
    // all from one depth; `limits` as for `go` (NBoard's `set depth`). `on_done` gets the nodes
    // the whole search visited. `on_progress` as for `go`.
    using OnEvaluation = std::function<void(const MoveEvaluation&)>;
    using OnNodes = std::function<void(std::uint64_t nodes)>;
    void hint(std::size_t count, const SearchLimits& limits, OnEvaluation on_line, OnNodes on_done,
              ProgressSink on_progress = {});
    // Every position of the game valued for Black in discs by Hard's search, from the end back.
    // `on_done` gets the nodes of all its searches; `on_progress` hears the count so far.
    using OnValue = std::function<void(std::size_t played, int black_value)>;
    void analyze(OnValue on_value, OnNodes on_done, ProgressSink on_progress = {});
    // Perft from the current position; `on_done` gets the division and the total.
    void perft(int depth, std::function<void(const PerftResult&, std::uint64_t total)> on_done);
    // The reply a ponder search expected was played (`ponderhit`), read at `read`: from now on
    // it is an ordinary search on the time limits it was given, counted from `read`, and
    // answers when it is done. False, changing nothing, when no ponder search waits for it.
    bool ponderhit(SteadyClock::time_point read);
    // Asks the running search to stop; returns at once.
    void stop() { worker_.stop(); }
    // Stops the running search, if any, and waits for its last reply.
    void finish() { worker_.finish(); }

    // --- the opponents' own figures, at once ---
    BenchFigures bench();
    EvalReport evaluate() const;

private:
    SearchRequest request() const { return {settings_.level, settings_.seed, {}, 1}; }
    // For analysis: Easy does not search, so it could value one move only; it reads as Hard.
    SearchRequest analysis_request() const;
    // A search's control with no limit of its own: its stop flag and the progress reports.
    SearchControl reporting_control(const StopFlag& stop, ProgressSink on_progress);
    // The tables a search of `position` with these limits fills (PROTOCOL.md, "Hash"): the
    // Hash option's when its reply may depend on their size (a time limit) or its scores do not
    // (every line read to the end, without a node budget); the fixed ones otherwise.
    SearchTables& tables_for(const Position& position, const SearchLimits& limits,
                             const TimeLimits& time);

    // A ponder search's clock, started at ponderhit(); its search holds it too.
    struct Pondering {
        Position position = Position::start();
        TimeLimits time;
        LateClock clock;
        bool hit = false;  // read and written on the session's thread only
    };

    GameLine game_;
    EngineSettings settings_;
    std::shared_ptr<Pondering> pondering_;  // the last `go`'s, when it pondered
    bool level_given_ = false;
    std::chrono::milliseconds progress_interval_;
    // Before the worker: its searches fill them.
    EngineTables tables_;
    // Last, so it is destroyed first: a search still running ends before the state it reads.
    SearchWorker worker_;
};

}  // namespace reversi
