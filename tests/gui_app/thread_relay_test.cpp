// SPDX-License-Identifier: GPL-3.0-or-later
// The hand-over of work from another thread to the window's thread: in order, on that thread,
// and never after the relay is gone. An event loop without a window runs it (wx's console loop
// watches the pipe as GTK's does).
#include <gtest/gtest.h>
#include <wx/app.h>
#include <wx/apptrait.h>
#include <wx/evtloop.h>
#include <wx/init.h>

#include <chrono>
#include <memory>
#include <thread>
#include <vector>

#include "ports/thread_relay.hpp"

namespace reversi::ports {
namespace {

class ThreadRelayTest : public ::testing::Test {
protected:
    // Runs the loop until `done` holds or five seconds pass.
    template <typename Done>
    void run_loop_until(Done done) {
        const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        while (!done() && std::chrono::steady_clock::now() < give_up)
            loop_->DispatchTimeout(10);
    }

    wxInitializer wx_;
    // The loop of the application's traits: the one that watches what AddSourceForFD adds.
    std::unique_ptr<wxEventLoopBase> loop_{wxApp::GetTraitsIfExists()->CreateEventLoop()};
    wxEventLoopActivator active_{loop_.get()};
};

TEST_F(ThreadRelayTest, RunsTasksFromAnotherThreadOnTheLoopsThreadInTheirOrder) {
    ASSERT_TRUE(wx_.IsOk());
    ThreadRelay relay;
    const std::thread::id loop_thread = std::this_thread::get_id();
    constexpr int kTasks = 200;
    std::vector<int> ran;
    bool all_on_loop_thread = true;
    std::thread poster([&] {
        for (int i = 0; i < kTasks; ++i)
            relay.post([&, i] {
                ran.push_back(i);
                all_on_loop_thread =
                    all_on_loop_thread && std::this_thread::get_id() == loop_thread;
            });
    });
    run_loop_until([&] { return static_cast<int>(ran.size()) == kTasks; });
    poster.join();
    run_loop_until([&] { return static_cast<int>(ran.size()) == kTasks; });
    ASSERT_EQ(static_cast<int>(ran.size()), kTasks);
    for (int i = 0; i < kTasks; ++i)
        EXPECT_EQ(ran[static_cast<std::size_t>(i)], i);
    EXPECT_TRUE(all_on_loop_thread);
}

TEST_F(ThreadRelayTest, NothingRunsBeforeTheLoopDoes) {
    ThreadRelay relay;
    bool ran = false;
    std::thread([&] { relay.post([&] { ran = true; }); }).join();
    EXPECT_FALSE(ran);
    run_loop_until([&] { return ran; });
    EXPECT_TRUE(ran);
}

TEST_F(ThreadRelayTest, EachLaterTaskWakesTheLoopAgain) {
    ThreadRelay relay;
    int ran = 0;
    for (int round = 1; round <= 3; ++round) {
        std::thread([&] { relay.post([&] { ++ran; }); }).join();
        run_loop_until([&] { return ran == round; });
        ASSERT_EQ(ran, round);
    }
}

TEST_F(ThreadRelayTest, TasksStillQueuedWhenTheRelayGoesNeverRun) {
    bool ran = false;
    {
        ThreadRelay relay;
        std::thread([&] { relay.post([&] { ran = true; }); }).join();
    }
    loop_->DispatchTimeout(50);
    EXPECT_FALSE(ran);
}

}  // namespace
}  // namespace reversi::ports
