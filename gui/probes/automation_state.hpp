// SPDX-License-Identifier: GPL-3.0-or-later
// The opt-in automation state (`--automation-file PATH`): a small text file, rewritten whole
// after every change, that tells an end-to-end test what the window shows and where, so the
// test can click through the real input path. Nothing is written unless asked for.
#pragma once

#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace reversi::probes {

// One line per fact, "key value...", documented in tests/gui_e2e/README.md.
struct AutomationSnapshot {
    std::vector<std::string> lines;
    void add(const std::string& key, const std::string& value) {
        lines.push_back(key + " " + value);
    }
};

// The file is written on a thread of its own: a rename waits for the disk's journal, which a
// busy disk makes take over 100 ms, and the window's thread must never wait for the disk (the
// stall benchmark reads this file while it measures the window's event loop).
class AutomationState {
public:
    explicit AutomationState(std::string path);
    // Writes every snapshot still queued, then ends the writer.
    ~AutomationState();
    AutomationState(const AutomationState&) = delete;
    AutomationState& operator=(const AutomationState&) = delete;

    // Queues a snapshot; snapshots reach the file in the order given, each written beside the
    // target and renamed over it, so a reader never sees half a file.
    void write(AutomationSnapshot snapshot);

private:
    void run();
    void replace_file(const std::vector<std::string>& lines) const;

    std::string path_;
    std::mutex mutex_;
    std::condition_variable queued_;
    std::deque<std::vector<std::string>> queue_;
    bool ending_ = false;
    std::thread thread_;  // last: starts once everything it uses exists
};

}  // namespace reversi::probes
