// SPDX-License-Identifier: GPL-3.0-or-later
// The line loop and the search worker on their own, under a protocol made for the test: each
// line's rule is asked for once, as it is read; the worker stops its job when told, or at once
// when it waits to be stopped and input is closed; and the loop hears every job end.
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "protocol/search_worker.hpp"
#include "protocol/session_loop.hpp"

namespace reversi {
namespace {

// `search` starts a job that waits to be stopped; `stop` interrupts it; `ping` acts in its
// turn; every other line waits. It counts how often each line's rule was asked for.
class RecordingProtocol : public SessionProtocol {
public:
    explicit RecordingProtocol(SearchWorker& worker) : worker_(worker) {}

    DuringSearch during_search(std::string_view line) const override {
        ++asked_[std::string(line)];
        if (line == "stop") return DuringSearch::Interrupts;
        if (line == "ping") return DuringSearch::InTurn;
        return DuringSearch::Waits;
    }
    void execute_line(std::string_view line, SteadyClock::time_point) override {
        executed_.emplace_back(line);
        if (line == "search") {
            worker_.start([this](const StopFlag&) { worker_.wait_until_stopped(); }, true);
        }
        if (line == "stop") worker_.stop();
    }
    void reject_line(std::string_view reason) override { executed_.emplace_back(reason); }

    // Read once the loop has returned: its reading thread has ended by then.
    const std::map<std::string, int>& asked() const { return asked_; }
    const std::vector<std::string>& executed() const { return executed_; }

private:
    SearchWorker& worker_;
    mutable std::map<std::string, int> asked_;
    std::vector<std::string> executed_;
};

TEST(SessionLoop, EachLineIsAskedForItsRuleOnceAsItIsRead) {
    SearchWorker worker;
    std::ostringstream out, log;
    RecordingProtocol protocol(worker);
    {
        SessionLoop loop(out, log, worker);
        std::istringstream in("search\nfirst\nsecond\nping\nstop\nthird\n");
        loop.run(in, protocol);
    }
    const std::vector<std::string> order{"search", "first", "second", "ping", "stop", "third"};
    EXPECT_EQ(protocol.executed(), order);
    for (const std::string& line : order)
        EXPECT_EQ(protocol.asked().at(line), 1) << line;
}

TEST(SearchWorker, StopEndsTheRunningJob) {
    SearchWorker worker;
    std::atomic<bool> saw_stop = false;
    worker.start([&](const StopFlag& stop) {
        while (!stop.raised())
            std::this_thread::yield();
        saw_stop = true;
    });
    worker.stop();
    worker.wait();
    EXPECT_FALSE(worker.searching());
    EXPECT_TRUE(saw_stop);
}

TEST(SearchWorker, AJobThatWaitsToBeStoppedEndsWhenInputCloses) {
    SearchWorker worker;
    std::atomic<bool> ended = false;
    worker.start(
        [&](const StopFlag&) {
            worker.wait_until_stopped();
            ended = true;
        },
        true);
    worker.set_input_open(false);
    worker.wait();
    EXPECT_TRUE(ended);
}

TEST(SearchWorker, AJobThatWaitsToBeStoppedStartsStoppedWhileInputIsClosed) {
    SearchWorker worker;
    worker.set_input_open(false);
    std::atomic<bool> stopped_at_start = false;
    worker.start([&](const StopFlag& stop) { stopped_at_start = stop.raised(); }, true);
    worker.wait();
    EXPECT_TRUE(stopped_at_start);
}

TEST(SearchWorker, AnOrdinaryJobIsNotStoppedByClosedInput) {
    SearchWorker worker;
    worker.set_input_open(false);
    std::atomic<bool> stopped_at_start = true;
    worker.start([&](const StopFlag& stop) { stopped_at_start = stop.raised(); });
    worker.wait();
    EXPECT_FALSE(stopped_at_start);
}

TEST(SearchWorker, TheIdleListenerHearsEveryJobEnd) {
    SearchWorker worker;
    std::atomic<int> heard = 0;
    worker.set_idle_listener([&] { ++heard; });
    for (int job = 0; job < 3; ++job) {
        worker.start([](const StopFlag&) {});
        worker.wait();
    }
    // Replacing the listener waits for a call under way, so every call has been made.
    worker.set_idle_listener(nullptr);
    EXPECT_EQ(heard, 3);
}

}  // namespace
}  // namespace reversi
