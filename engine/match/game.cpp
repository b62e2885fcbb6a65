// SPDX-License-Identifier: GPL-3.0-or-later
// The game loop: the tool keeps the one true line of play; engines only propose moves.
#include "match/game.hpp"

#include <algorithm>
#include <future>
#include <memory>

#include "core/game_line.hpp"
#include "match/time_control.hpp"
#include "vocabulary/value_or_error.hpp"

namespace reversi::match {

namespace {

void settle(GameRecord& record, const Position& end) {
    record.black_discs = end.disc_count(Color::Black);
    record.white_discs = end.disc_count(Color::White);
    if (record.adjudicated) {
        const int margin = record.adjudicated->black_minus_white;
        record.winner.reset();
        if (margin > 0) record.winner = record.setup.black;
        if (margin < 0) record.winner = white_side(record.setup);
        return;
    }
    if (record.forfeit || record.lost_on_time) {
        record.winner = other(record.forfeit ? record.forfeit->side : *record.lost_on_time);
        return;
    }
    switch (outcome_by_count(end)) {
        case Outcome::BlackWins:
            record.winner = record.setup.black;
            break;
        case Outcome::WhiteWins:
            record.winner = white_side(record.setup);
            break;
        case Outcome::Draw:
            record.winner.reset();
            break;
    }
}

MoveNote note_of(const client::MoveReply& reply, std::chrono::microseconds used) {
    MoveNote note;
    note.time = used;
    if (reply.last_info) {
        note.score = reply.last_info->score;
        note.depth = reply.last_info->depth;
    } else {
        note.score = reply.answer_eval;  // NBoard's `=== MOVE/EVAL`: a score without a depth
    }
    return note;
}

// What the mover is asked: the whole line, and what its side is sent (nothing not given).
client::MoveRequest move_request(const GameLine& line, const SideOptions& side,
                                 const GameSetup& setup, std::uint64_t tag) {
    client::MoveRequest request;
    request.tag = tag;
    request.moves = line.moves();
    request.level = side.level;  // none: the engine keeps its own
    request.seed = setup.seed;
    request.limits = side.limits;
    request.settings = side.settings;
    return request;
}

// Adds a reply's wall time, from `asked` to now, to the side's time in the game; returns it.
std::chrono::microseconds charge_reply(SideTime& spent,
                                       std::chrono::steady_clock::time_point asked) {
    const auto used = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - asked);
    spent.used += used;
    ++spent.replies;
    return used;
}

// The referee's exact solve of the position `line` reached: Black's final margin with best
// play, or why not when it gave no exact score. `go depth 60` reads
// to the end and reports the disc margin (PROTOCOL.md: `scoretype exact`); `go wld` would
// prove only the winner, and the games file records the margin.
ValueOrError<int> exact_margin(client::EngineClient& referee, const GameLine& line) {
    client::MoveRequest request;
    request.moves = line.moves();
    request.level = Level::Hard;
    request.seed = 0;
    request.limits.depth = 60;
    const client::MoveReply reply = referee.ask_move(std::move(request));
    if (!reply.move)
        return {std::nullopt,
                reply.fault ? std::string(client::fault_name(*reply.fault)) + ": " + reply.detail
                            : "no reply"};
    if (!reply.last_info || reply.last_info->kind != ScoreKind::Exact)
        return {std::nullopt, "its last info line gave no exact score (scoretype exact)"};
    const int score = reply.last_info->score;  // for the side to move
    if (score < -64 || score > 64)
        return {std::nullopt, "an exact score out of range: " + std::to_string(score)};
    return {line.current().side_to_move() == Color::Black ? score : -score, {}};
}

// A ponder search one side runs while the other side thinks (--ponder): the moves it pondered
// after (the game so far, its move and the reply it expects) and its answer to come.
struct Pondering {
    std::vector<Move> moves;
    std::future<client::MoveReply> reply;
};

// Waits for the answer of a ponder search; a dropped request (the client's fault handling, or
// a stop) gives no move.
client::MoveReply ponder_answer(Pondering& pondering) {
    try {
        return pondering.reply.get();
    } catch (const std::future_error&) {
        return {};
    }
}

// Starts `engine` pondering after its move `move` and the reply it expects, unless that reply
// is no turn of the other side's or leaves this side nothing to choose (a pass, the end).
std::optional<Pondering> start_pondering(client::EngineClient& engine, client::MoveRequest request,
                                         const Position& position, Move move, Move expected) {
    const Position after = position.after(move);
    if (after.is_game_over() || after.must_pass() || !after.is_legal(expected)) return std::nullopt;
    const Position pondered = after.after(expected);
    if (pondered.is_game_over() || pondered.must_pass()) return std::nullopt;
    request.moves.push_back(move);
    request.moves.push_back(expected);
    request.ponder = true;
    request.deadline.reset();
    Pondering pondering{request.moves, {}};
    auto promise = std::make_shared<std::promise<client::MoveReply>>();
    pondering.reply = promise->get_future();
    engine.request_move(std::move(request), [promise = std::move(promise)](client::MoveReply r) {
        promise->set_value(std::move(r));
    });
    return pondering;
}

// Whether a ponder search is on the move about to be played: its moves are the game so far
// and the reply it expects.
bool awaits_next_move(const Pondering& pondering, const std::vector<Move>& game) {
    return pondering.moves.size() == game.size() + 1 &&
           std::equal(game.begin(), game.end(), pondering.moves.begin());
}

// Stops a ponder search whose reply was not played and reads its answer, which is dropped, so
// no clock pays for the stop.
void end_pondering(client::EngineClient& engine, std::optional<Pondering>& pondering) {
    if (!pondering) return;
    engine.stop();
    static_cast<void>(ponder_answer(*pondering));
    pondering.reset();
}

// The opening's moves, each with an empty note (no engine gave it); false if one is illegal.
bool play_opening(const GameSetup& setup, GameLine& line, GameRecord& record) {
    for (Move m : setup.opening_moves) {
        if (!line.play(m)) return false;
        record.notes.emplace_back();
    }
    return true;
}

}  // namespace

GameRecord play_game(const GameSetup& setup, client::EngineClient& a, const SideOptions& a_side,
                     client::EngineClient& b, const SideOptions& b_side,
                     const std::optional<SideClocks>& tc, const std::atomic<bool>* stop,
                     const AdjudicationRule& adjudication) {
    GameRecord record;
    std::optional<RefereeClocks> clocks;
    if (tc) clocks.emplace(*tc, tc->margin);
    record.setup = setup;
    GameLine line;
    if (!play_opening(setup, line, record)) {
        record.desynchronised = true;
        return record;
    }
    std::uint64_t tag = 0;
    // Each side's ponder search, by side (A, B): at most one runs, the last mover's.
    std::optional<Pondering> pondering[2];
    const auto engine_of = [&](Side side) -> client::EngineClient& {
        return side == Side::A ? a : b;
    };
    const auto stopped = [stop] { return stop != nullptr && stop->load(); };
    // A pass is what the rules do, not a choice: the tool plays it without asking.
    const auto passed = [&record](const Position&) {
        record.notes.emplace_back();
        return true;
    };
    const auto ask = [&](const Position& position) -> std::optional<Move> {
        // Asked once, at the first turn with few enough empties; a failure plays the game out.
        if (adjudication.referee != nullptr && record.adjudication_problem.empty() &&
            position.empty_count() <= adjudication.empties) {
            const ValueOrError<int> margin = exact_margin(*adjudication.referee, line);
            if (margin.value) {
                record.adjudicated = Adjudication{position.empty_count(), *margin.value};
                return std::nullopt;
            }
            record.adjudication_problem = margin.error;
        }
        const Side mover =
            position.side_to_move() == Color::Black ? setup.black : white_side(setup);
        const SideOptions& side = mover == Side::A ? a_side : b_side;
        if (stopped()) {
            record.interrupted = true;
            return std::nullopt;
        }
        client::EngineClient& engine = engine_of(mover);
        // The other side's ponder search waits for this very reply and goes on. One that
        // pondered a turn of its own it did not get (it had to pass, so this side moves again)
        // is stopped.
        std::optional<Pondering>& theirs = pondering[other(mover) == Side::A ? 0 : 1];
        if (theirs && !awaits_next_move(*theirs, line.moves()))
            end_pondering(engine_of(other(mover)), theirs);
        std::optional<Pondering>& own = pondering[mover == Side::A ? 0 : 1];
        // Its ponder search pondered this very position: its clock starts now, at `ponderhit`.
        const bool hit = own && own->moves == line.moves();
        if (!hit) end_pondering(engine, own);
        const auto asked = std::chrono::steady_clock::now();
        client::MoveRequest request = move_request(line, side, setup, ++tag);
        if (clocks) {
            request.clock = clocks->for_request(setup.black);
            request.deadline = asked + clocks->left(mover) + clocks->margin();
        }
        client::MoveReply reply;
        if (hit) {
            engine.ponderhit(request.deadline);
            reply = ponder_answer(*own);
            own.reset();
        } else {
            reply = engine.ask_move(request);
        }
        // A reply cut off by the stop (or an engine killed by the same Ctrl+C) is no fault.
        if (!reply.move && stopped()) {
            record.interrupted = true;
            return std::nullopt;
        }
        const auto used = charge_reply(record.time_of(mover), asked);
        // The tool's measurement decides: a move that came late loses as surely as none. Any
        // other fault (a crash, an illegal move) stays a forfeit, whatever the clock says.
        const auto charged = clocks ? clocks->charge(mover, used) : RefereeClocks::Charged::InTime;
        if (clocks && (reply.fault == client::EngineFault::TimedOut ||
                       (reply.move && charged == RefereeClocks::Charged::LostOnTime))) {
            record.lost_on_time = mover;
            return std::nullopt;
        }
        if (reply.move && charged == RefereeClocks::Charged::LateWithinMargin)
            ++(mover == Side::A ? record.late_a : record.late_b);
        if (!reply.move) {
            record.forfeit = Forfeit{mover, reply.fault, reply.detail};
            return std::nullopt;
        }
        if (!position.is_legal(*reply.move)) {
            record.desynchronised = true;
            return std::nullopt;
        }
        record.notes.push_back(note_of(reply, used));
        if (side.ponder && reply.ponder) {
            if (clocks) request.clock = clocks->for_request(setup.black);
            own = start_pondering(engine, std::move(request), position, *reply.move, *reply.ponder);
        }
        return reply.move;
    };
    play_on(line, ask, passed);
    end_pondering(a, pondering[0]);
    end_pondering(b, pondering[1]);
    record.moves = line.moves();
    settle(record, line.current());
    return record;
}

}  // namespace reversi::match
