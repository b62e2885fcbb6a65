// SPDX-License-Identifier: GPL-3.0-or-later
// One game between two engine clients, every move checked by the rules core.
#pragma once

#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "client/engine_client.hpp"
#include "match/match_options.hpp"

namespace reversi::match {

struct GameSetup {
    int number = 0;   // 1-based, in match order
    int opening = 0;  // 1-based
    std::vector<Move> opening_moves;
    Side black = Side::A;
    std::uint64_t seed = 0;

    Color color_of(Side side) const { return side == black ? Color::Black : Color::White; }
};

struct Forfeit {
    Side side = Side::A;
    std::optional<client::EngineFault> fault;  // empty when the request was dropped
    std::string detail;
};

// What a side spent in one game: the wall time from each request to its reply, summed. With
// clocks (--tc) this is what comes off the side's clock.
struct SideTime {
    std::chrono::microseconds used{0};
    int replies = 0;
};

// What the tool learnt of one move an engine gave: the time its reply took, and the score and
// depth of the engine's last `info` (when it sent one).
struct MoveNote {
    std::chrono::microseconds time{0};
    std::optional<int> score;  // discs, from the mover's side
    std::optional<int> depth;
    bool operator==(const MoveNote&) const = default;
};

// --adjudicate-empties: the game ended at `empties` empty squares, where the referee engine's
// exact solve proved Black's final disc count less White's with best play.
struct Adjudication {
    int empties = 0;
    int black_minus_white = 0;
    bool operator==(const Adjudication&) const = default;
};

// Who adjudicates: a referee engine (over the line protocol) asked for an exact solve once a
// game has `empties` empty squares or fewer at any side's turn.
struct AdjudicationRule {
    client::EngineClient* referee = nullptr;
    int empties = 0;
};

struct GameRecord {
    GameSetup setup;
    std::vector<Move> moves;  // from the start, opening included
    // One per move: empty for the opening's and for passes the rules forced (or, read from a
    // games file before version 4, for every move).
    std::vector<std::optional<MoveNote>> notes;
    int black_discs = 0;
    int white_discs = 0;
    std::optional<Side> winner;  // empty for a draw
    std::optional<Forfeit> forfeit;
    std::optional<Side> lost_on_time;  // --tc: its reply came after its clock ran out, or never
    // --time-margin: replies of each side that came after its clock ran out, within the margin.
    int late_a = 0;
    int late_b = 0;
    bool desynchronised = false;  // a move the core refused reached the tool: a bug here
    std::optional<Adjudication> adjudicated;
    // Why the referee gave no exact result (the game was then played out), for a warning.
    std::string adjudication_problem;
    bool interrupted = false;  // `stop` was set before the game ended: not a result, never kept
    SideTime time_a;
    SideTime time_b;

    SideTime& time_of(Side side) { return side == Side::A ? time_a : time_b; }
    const SideTime& time_of(Side side) const { return side == Side::A ? time_a : time_b; }
};

constexpr Side white_side(const GameSetup& setup) { return other(setup.black); }

// Plays the game to its end, or until a side fails to give a legal move and forfeits, or (with
// a time control) runs out of time, or `stop` is set (the record is then `interrupted`; the
// caller cancels the request in flight).
GameRecord play_game(const GameSetup& setup, client::EngineClient& a, const SideOptions& a_side,
                     client::EngineClient& b, const SideOptions& b_side,
                     const std::optional<SideClocks>& tc = std::nullopt,
                     const std::atomic<bool>* stop = nullptr,
                     const AdjudicationRule& adjudication = {});

}  // namespace reversi::match
