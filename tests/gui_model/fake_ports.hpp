// SPDX-License-Identifier: GPL-3.0-or-later
// Fakes for the match's ports: an engine that answers only when the test says so, and a pause
// that elapses only when the test says so. Nothing here waits on a clock.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <initializer_list>
#include <optional>
#include <string_view>
#include <vector>

#include "core/notation.hpp"
#include "model/cpu_move_source.hpp"
#include "model/match_controller.hpp"
#include "model/match_observer.hpp"
#include "model/notices.hpp"
#include "model/pause_timer.hpp"

namespace reversi::gui::testing {

class FakeCpu : public CpuMoveSource {
public:
    void request_move(const client::MoveRequest& request,
                      std::function<void(const client::MoveReply&)> on_reply) override;
    void cancel() override;

    bool pending() const { return on_reply_ != nullptr; }
    const client::MoveRequest& last_request() const { return requests.back(); }
    // Delivers a reply to the pending request, as the engine client would.
    void answer(std::string_view move);
    void fail(client::EngineFault fault);
    // Delivers a reply with an explicit tag, bypassing the pending check: what a stale reply
    // that slipped through a queue would look like.
    void deliver_late(const client::MoveReply& reply);

    std::vector<client::MoveRequest> requests;
    int cancels = 0;

private:
    std::function<void(const client::MoveReply&)> on_reply_;
    std::function<void(const client::MoveReply&)> last_callback_;
};

class FakePause : public PauseTimer {
public:
    void start(std::chrono::milliseconds delay, std::function<void()> on_elapsed) override;
    void stop() override { on_elapsed_ = nullptr; }

    bool running() const { return on_elapsed_ != nullptr; }
    void elapse();
    std::optional<std::chrono::milliseconds> last_delay;

private:
    std::function<void()> on_elapsed_;
};

// Remembers every notification, in order, as short text: "placed X d3", "skipped O", ...
class RecordingObserver : public MatchObserver {
public:
    void match_started(bool resumed) override;
    void disc_placed(Color side, int square, Bitboard turned) override;
    void turn_skipped(Color side) override;
    void taken_back() override;
    void match_over(MatchResult result, bool first_time) override;
    void engine_failed(std::string_view detail) override;

    std::vector<std::string> events;
};

// Counts what a notice list tells: its changes, and the notices raised, in order.
class CountingNoticeListener : public NoticeListener {
public:
    void notices_changed() override { ++changes; }
    void notice_raised(const Notice& notice) override { raised.push_back(notice); }

    int changes = 0;
    std::vector<Notice> raised;
};

// A match wired to the fakes above, with every notification recorded in `seen`.
class MatchFixture : public ::testing::Test {
protected:
    void SetUp() override { match.add_observer(seen); }

    FakeCpu cpu;
    FakePause pause;
    MatchController match{cpu, pause};
    RecordingObserver seen;
};

Move move(std::string_view text);
int square(std::string_view text);
// The squares named, as a bitboard: squares({"d3", "c4"}).
Bitboard squares(std::initializer_list<std::string_view> names);
Position position(std::string_view text);

}  // namespace reversi::gui::testing
