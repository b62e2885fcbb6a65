// SPDX-License-Identifier: GPL-3.0-or-later
// BackgroundWriter: writes run on its own thread in the order asked, the caller never waits for
// one, it says when each is done, and ending it waits for every write asked for.
#include "model/background_writer.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

namespace reversi::gui {
namespace {

using Kind = BackgroundWriter::Kind;

records::WriteResult worked() { return {}; }

TEST(BackgroundWriter, AWriteThatWaitsForTheDiskDoesNotHoldTheCaller) {
    BackgroundWriter writer;
    std::promise<void> disk;  // the disk answers only when the caller says so
    auto answered = disk.get_future().share();
    std::thread::id ran_on;
    writer.write(Kind::Records, [&, answered] {
        ran_on = std::this_thread::get_id();
        const bool in_time =
            answered.wait_for(std::chrono::seconds(20)) == std::future_status::ready;
        return in_time ? worked() : records::WriteResult{records::WriteError::Io, 0, "held"};
    });
    // Had write() waited for the job, the disk would never have been answered in time.
    writer.write(Kind::Match, worked);
    disk.set_value();
    writer.wait_until_idle();
    const auto outcomes = writer.take_outcomes();
    ASSERT_EQ(outcomes.size(), 2u);
    EXPECT_EQ(outcomes[0].kind, Kind::Records);
    EXPECT_TRUE(outcomes[0].result.ok()) << "the caller waited for the write";
    EXPECT_EQ(outcomes[1].kind, Kind::Match);
    EXPECT_NE(ran_on, std::this_thread::get_id());
    EXPECT_TRUE(writer.take_outcomes().empty());
}

// The window takes a write's outcome when told, without waiting for its next write.
TEST(BackgroundWriter, SaysOnItsThreadThatAWriteIsDoneWithItsOutcomeReady) {
    BackgroundWriter writer;
    std::mutex mutex;
    std::condition_variable told;
    std::vector<std::size_t> outcomes_when_told;
    std::thread::id told_on;
    writer.call_after_each_write([&] {
        const std::size_t ready = writer.take_outcomes().size();
        const std::lock_guard lock(mutex);
        outcomes_when_told.push_back(ready);
        told_on = std::this_thread::get_id();
        told.notify_all();
    });
    writer.write(Kind::Records, [] {
        return records::WriteResult{records::WriteError::NoSpace, 0, "write"};
    });
    writer.write(Kind::Match, worked);
    std::unique_lock lock(mutex);
    ASSERT_TRUE(told.wait_for(lock, std::chrono::seconds(20),
                              [&] { return outcomes_when_told.size() == 2; }))
        << "told of " << outcomes_when_told.size() << " writes of 2";
    EXPECT_EQ(outcomes_when_told, (std::vector<std::size_t>{1, 1}))
        << "each outcome ready when told";
    EXPECT_NE(told_on, std::this_thread::get_id());
}

TEST(BackgroundWriter, EndingWaitsForEveryWriteInOrder) {
    std::vector<int> done;
    {
        BackgroundWriter writer;
        for (int i = 0; i < 50; ++i)
            writer.write(Kind::Records, [&done, i] {
                done.push_back(i);
                return worked();
            });
    }
    ASSERT_EQ(done.size(), 50u) << "writes were lost when the writer ended";
    for (int i = 0; i < 50; ++i)
        EXPECT_EQ(done[static_cast<std::size_t>(i)], i);
}

}  // namespace
}  // namespace reversi::gui
