// SPDX-License-Identifier: GPL-3.0-or-later
// Fakes for the match's ports; see fake_ports.hpp.
#include "fake_ports.hpp"

#include <stdexcept>
#include <string>
#include <utility>

namespace reversi::gui::testing {

void FakeCpu::request_move(const client::MoveRequest& request,
                           std::function<void(const client::MoveReply&)> on_reply) {
    requests.push_back(request);
    on_reply_ = on_reply;
    last_callback_ = std::move(on_reply);
}

void FakeCpu::cancel() {
    ++cancels;
    on_reply_ = nullptr;
}

void FakeCpu::answer(std::string_view text) {
    if (!on_reply_) throw std::logic_error("no pending request to answer");
    client::MoveReply reply;
    reply.tag = requests.back().tag;
    reply.move = move(text);
    std::exchange(on_reply_, nullptr)(reply);
}

void FakeCpu::fail(client::EngineFault fault) {
    if (!on_reply_) throw std::logic_error("no pending request to fail");
    client::MoveReply reply;
    reply.tag = requests.back().tag;
    reply.fault = fault;
    reply.detail = "the engine crashed";
    std::exchange(on_reply_, nullptr)(reply);
}

void FakeCpu::deliver_late(const client::MoveReply& reply) {
    if (!last_callback_) throw std::logic_error("no request was ever made");
    last_callback_(reply);
}

void FakePause::start(std::chrono::milliseconds delay, std::function<void()> on_elapsed) {
    last_delay = delay;
    on_elapsed_ = std::move(on_elapsed);
}

void FakePause::elapse() {
    if (!on_elapsed_) throw std::logic_error("no pause is running");
    std::exchange(on_elapsed_, nullptr)();
}

namespace {
char letter(Color c) { return color_letter(c); }
}  // namespace

void RecordingObserver::match_started(bool resumed) {
    events.push_back(resumed ? "resumed" : "started");
}
void RecordingObserver::disc_placed(Color side, int sq, Bitboard turned) {
    events.push_back(std::string("placed ") + letter(side) + " " + square_name(sq) + " turning " +
                     std::to_string(popcount(turned)));
}
void RecordingObserver::turn_skipped(Color side) {
    events.push_back(std::string("skipped ") + letter(side));
}
void RecordingObserver::taken_back() { events.emplace_back("taken back"); }
void RecordingObserver::match_over(MatchResult result, bool first_time) {
    const char* name = result == MatchResult::Win    ? "win"
                       : result == MatchResult::Loss ? "loss"
                                                     : "draw";
    events.push_back(std::string("over ") + name + (first_time ? "" : " again"));
}
void RecordingObserver::engine_failed(std::string_view detail) {
    events.push_back("failed: " + std::string(detail));
}

Move move(std::string_view text) { return parse_move(text).value(); }
int square(std::string_view text) { return parse_square(text).value(); }

Bitboard squares(std::initializer_list<std::string_view> names) {
    Bitboard b = 0;
    for (std::string_view name : names)
        b |= square_bit(square(name));
    return b;
}
Position position(std::string_view text) { return parse_position(text).value(); }

}  // namespace reversi::gui::testing
