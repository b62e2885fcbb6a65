// SPDX-License-Identifier: GPL-3.0-or-later
// What the client suites share: the paths of the two engines, option builders, and a check
// that no engine outlives its client.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "client/engine_client.hpp"
#include "support/own_children.hpp"
#include "support/program_paths.hpp"

namespace reversi::client::testing {

// Collects the client's log lines; the client calls it from its I/O thread.
class LogLines {
public:
    std::function<void(std::string_view)> sink() {
        return [this](std::string_view line) {
            const std::lock_guard lock(mutex_);
            lines_.emplace_back(line);
        };
    }
    std::vector<std::string> lines() const {
        const std::lock_guard lock(mutex_);
        return lines_;
    }
    bool contains(std::string_view text) const {
        for (const std::string& line : lines())
            if (line.find(text) != std::string::npos) return true;
        return false;
    }

private:
    mutable std::mutex mutex_;
    std::vector<std::string> lines_;
};

// A unique path in the temporary folder, removed at the end. `create()` makes the file.
class TempPath {
public:
    TempPath() {
        const char* dir = std::getenv("TMPDIR");
        path_ = std::string(dir != nullptr ? dir : "/tmp") + "/reversi-client-XXXXXX";
        const int fd = ::mkstemp(path_.data());
        if (fd >= 0) ::close(fd);
        std::remove(path_.c_str());
    }
    ~TempPath() { std::remove(path_.c_str()); }
    TempPath(const TempPath&) = delete;
    TempPath& operator=(const TempPath&) = delete;
    const std::string& path() const { return path_; }
    void create() const { std::ofstream(path_) << '\n'; }
    // For `--times N --state FILE`: how many times the fault engine started.
    long count() const {
        long count = 0;
        std::ifstream(path_) >> count;
        return count;
    }

private:
    std::string path_;
};

// Waits (as long as ctest allows) until the log holds `text`: the fault engine announces on
// stderr what it is doing, and the client logs its stderr.
inline void wait_for_log(const LogLines& log, std::string_view text) {
    while (!log.contains(text))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

inline ClientOptions real_engine_options() {
    ClientOptions options;
    options.command = {testing_support::engine_program(), {}};
    options.timeouts.shutdown_grace = std::chrono::milliseconds(2'000);
    return options;
}

inline ClientOptions fault_engine_options(std::vector<std::string> arguments) {
    ClientOptions options;
    options.command = {testing_support::fault_engine_program(), std::move(arguments)};
    options.timeouts.shutdown_grace = std::chrono::milliseconds(100);
    return options;
}

inline MoveRequest start_request(std::uint64_t tag = 1) {
    MoveRequest request;
    request.tag = tag;
    request.level = Level::Easy;
    return request;
}

// Fails the test when this process has any child left, running or zombie.
inline void expect_no_children() {
    const auto children = reversi::testing_support::children_of_this_process();
    EXPECT_TRUE(children.empty()) << "children left: "
                                  << reversi::testing_support::describe(children);
}

}  // namespace reversi::client::testing
