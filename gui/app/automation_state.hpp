// SPDX-License-Identifier: GPL-3.0-or-later
// The opt-in automation state (`--automation-file PATH`): a small text file, rewritten whole
// after every change, that tells an end-to-end test what the window shows and where, so the
// test can click through the real input path. Nothing is written unless asked for.
#pragma once

#include <string>
#include <vector>

namespace reversi::app {

// One line per fact, "key value...", documented in tests/gui_e2e/README.md.
struct AutomationSnapshot {
    std::vector<std::string> lines;
    void add(const std::string& key, const std::string& value) {
        lines.push_back(key + " " + value);
    }
};

class AutomationState {
public:
    explicit AutomationState(std::string path) : path_(std::move(path)) {}
    // Writes beside the target and renames over it, so a reader never sees half a file.
    void write(const AutomationSnapshot& snapshot) const;

private:
    std::string path_;
};

}  // namespace reversi::app
