// SPDX-License-Identifier: GPL-3.0-or-later
// BackgroundWriter: writes run on its own thread in the order asked, the caller never waits for
// one, and ending it waits for every write asked for.
#include "model/background_writer.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <future>
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
