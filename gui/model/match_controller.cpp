// SPDX-License-Identifier: GPL-3.0-or-later
// The match a player sees; see match_controller.hpp.
#include "model/match_controller.hpp"

#include <algorithm>

namespace reversi::gui {

MatchController::MatchController(CpuMoveSource& cpu, PauseTimer& pause)
    : cpu_(cpu), pause_(pause) {}

MatchController::~MatchController() { cancel_cpu_turn(); }

void MatchController::add_observer(MatchObserver& observer) { observers_.push_back(&observer); }

void MatchController::remove_observer(MatchObserver& observer) {
    std::erase(observers_, &observer);
}

void MatchController::start_new(Level opponent, Color player, std::uint64_t seed) {
    begin(MatchSetup{opponent, player, seed, Position::start(), std::nullopt}, false);
}

void MatchController::resume(const MatchSetup& setup) { begin(setup, true); }

void MatchController::begin(const MatchSetup& setup, bool resumed) {
    cancel_cpu_turn();
    setup_ = setup;
    line_ = GameLine(setup.start);
    ended_before_ = false;
    phase_ = MatchPhase::NoMatch;
    notify([&](MatchObserver& o) { o.match_started(resumed); });
    advance();
}

bool MatchController::play(int square) {
    if (phase_ != MatchPhase::PlayerToMove) return false;
    if (square < 0 || square >= kSquareCount) return false;
    if (!place(Move::at(square), setup_.player)) return false;
    advance();
    return true;
}

bool MatchController::place(Move move, Color side) {
    const Position before = line_.current();
    if (!line_.play(move)) return false;
    // The discs that changed side, read off the two positions: the flips are computed once,
    // by the line.
    const Bitboard turned = before.opponent() & line_.current().opponent();
    notify([&](MatchObserver& o) { o.disc_placed(side, move.square(), turned); });
    return true;
}

bool MatchController::undo() {
    const std::optional<std::size_t> decision = last_player_decision();
    if (!decision) return false;
    cancel_cpu_turn();
    line_.undo(line_.moves().size() - *decision);
    notify([](MatchObserver& o) { o.taken_back(); });
    set_phase(MatchPhase::PlayerToMove);
    return true;
}

bool MatchController::retry_cpu() {
    if (phase_ != MatchPhase::CpuFailed) return false;
    ask_cpu();
    return true;
}

Bitboard MatchController::playable_squares() const {
    return phase_ == MatchPhase::PlayerToMove ? line_.current().legal_moves() : 0;
}

bool MatchController::in_progress() const {
    if (phase_ == MatchPhase::NoMatch || phase_ == MatchPhase::Over) return false;
    return can_undo() || setup_.start != Position::start();
}

std::optional<int> MatchController::last_placed() const {
    const std::vector<Move>& moves = line_.moves();
    const auto placed =
        std::find_if(moves.rbegin(), moves.rend(), [](Move m) { return !m.is_pass(); });
    if (placed == moves.rend()) return setup_.start_last_placed;
    return placed->square();
}

std::optional<MatchResult> MatchController::result() const {
    if (phase_ != MatchPhase::Over) return std::nullopt;
    return result_for(setup_.player, outcome_by_count(line_.current()));
}

void MatchController::cancel_cpu_turn() {
    pause_.stop();
    cpu_.cancel();
    ++pending_tag_;  // a reply already on its way is stale by its tag
}

void MatchController::advance() {
    // The rules' passes only: every move is the player's or the CPU's, chosen elsewhere. Two
    // passes in a row end the game, so at most one is played here.
    std::optional<Color> skipped;
    play_on(
        line_, [](const Position&) -> std::optional<Move> { return std::nullopt; },
        [&skipped](const Position& now) {
            skipped = now.side_to_move();
            return true;
        });
    if (skipped) notify([&](MatchObserver& o) { o.turn_skipped(*skipped); });
    if (line_.current().is_game_over()) {
        set_phase(MatchPhase::Over);
        const MatchResult outcome = *result();
        const bool first_time = !ended_before_;
        ended_before_ = true;
        notify([&](MatchObserver& o) { o.match_over(outcome, first_time); });
        return;
    }
    if (line_.current().side_to_move() == setup_.player) {
        set_phase(MatchPhase::PlayerToMove);
        return;
    }
    set_phase(MatchPhase::CpuPausing);
    pause_.start(kCpuPause, [this, tag = pending_tag_] {
        if (tag == pending_tag_) pause_elapsed();
    });
}

void MatchController::pause_elapsed() {
    if (phase_ != MatchPhase::CpuPausing) return;
    ask_cpu();
}

void MatchController::ask_cpu() {
    client::MoveRequest request;
    request.tag = ++pending_tag_;
    request.base = line_.base();
    request.moves = line_.moves();
    request.level = setup_.opponent;
    request.seed = setup_.seed;
    set_phase(MatchPhase::CpuThinking);
    cpu_.request_move(request,
                      [this](const client::MoveReply& reply) { receive_cpu_reply(reply); });
}

void MatchController::receive_cpu_reply(const client::MoveReply& reply) {
    // The one stale-reply filter on this side of the engine's pipe: a reply counts only while
    // its request is the one awaited (undo, a new match and a retry each move the tag on).
    if (phase_ != MatchPhase::CpuThinking || reply.tag != pending_tag_) return;
    // The client has checked the move against the requested line; the line checks it once more
    // as it plays it, which no move can skip.
    if (!reply.move || reply.move->is_pass() || !place(*reply.move, cpu_color())) {
        const std::string detail =
            reply.detail.empty() ? std::string("the engine gave no usable move") : reply.detail;
        cpu_never_started_ =
            !cpu_has_answered_ && reply.fault == client::EngineFault::FailedToStart;
        set_phase(MatchPhase::CpuFailed);
        notify([&](MatchObserver& o) { o.engine_failed(detail); });
        return;
    }
    cpu_has_answered_ = true;
    advance();
}

void MatchController::set_phase(MatchPhase phase) {
    phase_ = phase;
    notify([&](MatchObserver& o) { o.phase_changed(phase); });
}

std::optional<std::size_t> MatchController::last_player_decision() const {
    // Replaying the line from its base tells whose decision each move was.
    const std::vector<Move>& moves = line_.moves();
    std::optional<std::size_t> last;
    Position position = line_.base();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!moves[i].is_pass() && position.side_to_move() == setup_.player) last = i;
        position = position.after(moves[i]);
    }
    return last;
}

}  // namespace reversi::gui
