// SPDX-License-Identifier: GPL-3.0-or-later
// Writes files on a thread of its own, in the order asked, so the window's thread never waits
// for the disk (each save syncs it twice); ending it waits for every write asked for.
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "records/atomic_file.hpp"

namespace reversi::gui {

class BackgroundWriter {
public:
    // What is written: the records, the saved match (a kind's failure makes its next save a
    // fresh write) or the view settings.
    enum class Kind { Records, Match, Settings };
    struct Outcome {
        Kind kind;
        records::WriteResult result;
    };
    using Job = std::function<records::WriteResult()>;

    BackgroundWriter();
    // Waits for every write asked for: no statistics are ever lost.
    ~BackgroundWriter();
    BackgroundWriter(const BackgroundWriter&) = delete;
    BackgroundWriter& operator=(const BackgroundWriter&) = delete;

    // Queues `job`, which runs on the writer's thread after those queued before it.
    void write(Kind kind, Job job);
    // The outcomes of the writes done since the last call, oldest first.
    std::vector<Outcome> take_outcomes();
    // Any thread: `done` is called on the writer's thread after each write, with no lock held,
    // so its outcome can be taken at once rather than at the next write asked for.
    void call_after_each_write(std::function<void()> done);
    // Waits until every write asked for is done (closing the window may wait for the disk).
    void wait_until_idle();

private:
    void run();

    static constexpr std::size_t kOutcomesAtOnce = 8;  // a match's event writes two or three

    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<std::pair<Kind, Job>> queue_;
    std::vector<Outcome> outcomes_;
    std::function<void()> after_each_write_;
    bool busy_ = false;
    bool ending_ = false;
    std::thread thread_;  // last: starts once everything it uses exists
};

}  // namespace reversi::gui
