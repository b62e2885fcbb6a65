// SPDX-License-Identifier: GPL-3.0-or-later
// The match a player sees: the board, whose turn it is, automatic passes, undo to the
// player's own last decision, the pause before the CPU's turn and its pending request, and
// the end of the match. It never searches: every CPU move comes through a CpuMoveSource.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/game_line.hpp"
#include "model/cpu_move_source.hpp"
#include "model/match_observer.hpp"
#include "model/pause_timer.hpp"
#include "vocabulary/level.hpp"

namespace reversi::gui {

// The CPU's turn is held back this long so it shows as a turn; the search starts after it.
constexpr std::chrono::milliseconds kCpuPause{450};

// Everything that defines a match besides the moves: kept with it and saved with it.
struct MatchSetup {
    Level opponent = Level::Normal;
    Color player = Color::Black;
    std::uint64_t seed = 0;
    // Where the match begins: the standard start, or where a saved match was left.
    Position start = Position::start();
    // The square that carried the last-move mark when a saved match was left.
    std::optional<int> start_last_placed;
};

class MatchController {
public:
    MatchController(CpuMoveSource& cpu, PauseTimer& pause);
    // Cancels the pending pause and request, so no callback reaches a destroyed match.
    ~MatchController();
    MatchController(const MatchController&) = delete;
    MatchController& operator=(const MatchController&) = delete;

    void add_observer(MatchObserver& observer);
    void remove_observer(MatchObserver& observer);

    // Starts a match from the standard centre position, dropping any match under way.
    void start_new(Level opponent, Color player, std::uint64_t seed);
    // Continues a saved match from its position; there is nothing to undo until the player
    // moves again.
    void resume(const MatchSetup& setup);

    // The player's move; refused (false, nothing changes) unless it is the player's turn and
    // the square is legal.
    bool play(int square);
    // Steps back to the player's own last decision, cancelling a pending CPU reply.
    // Refused (false) when the player has made no decision in this match yet.
    bool undo();
    // After the engine failed: asks again with the same line.
    bool retry_cpu();

    MatchPhase phase() const { return phase_; }
    bool has_match() const { return phase_ != MatchPhase::NoMatch; }
    const MatchSetup& setup() const { return setup_; }
    Color player_color() const { return setup_.player; }
    Color cpu_color() const { return opposite(setup_.player); }
    const Position& position() const { return line_.current(); }
    const GameLine& line() const { return line_; }
    // The squares a click may play: the legal ones on the player's turn, otherwise none.
    Bitboard playable_squares() const;
    bool can_undo() const { return last_player_decision().has_value(); }
    // A match under way that holds something of the player's: a move of theirs, or a position
    // resumed from an earlier session. Starting another would lose it, so the player is asked.
    bool in_progress() const;
    // The square of the disc placed last: in this line, or where a resumed match left it.
    std::optional<int> last_placed() const;
    std::optional<MatchResult> result() const;
    // The CPU failed because its engine could not be started, and no engine has given a move
    // this session: it never started, which is not the same as one that stopped answering.
    bool cpu_never_started() const { return cpu_never_started_; }

private:
    void begin(const MatchSetup& setup, bool resumed);
    void cancel_cpu_turn();
    // Applies forced passes, then hands the turn to the player, the CPU or the end.
    void advance();
    void pause_elapsed();
    void ask_cpu();
    void receive_cpu_reply(const client::MoveReply& reply);
    // Plays `move` for `side` and tells the observers, or refuses an illegal one: the match's
    // one legality check, for the player's moves and the CPU's alike.
    bool place(Move move, Color side);
    void set_phase(MatchPhase phase);
    std::optional<std::size_t> last_player_decision() const;

    template <typename F>
    void notify(F&& f) {
        const std::vector<MatchObserver*> snapshot = observers_;  // observers may unsubscribe
        for (MatchObserver* observer : snapshot)
            f(*observer);
    }

    CpuMoveSource& cpu_;
    PauseTimer& pause_;
    std::vector<MatchObserver*> observers_;
    MatchSetup setup_;
    GameLine line_;
    MatchPhase phase_ = MatchPhase::NoMatch;
    std::uint64_t pending_tag_ = 0;  // the request whose reply is awaited; older ones drop
    bool ended_before_ = false;
    bool cpu_has_answered_ = false;  // some engine gave a move this session
    bool cpu_never_started_ = false;
};

}  // namespace reversi::gui
