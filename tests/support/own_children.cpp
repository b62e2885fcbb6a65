// SPDX-License-Identifier: GPL-3.0-or-later
// Reads /proc/<pid>/stat of every process and keeps those whose parent is this process.
#include "support/own_children.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace reversi::testing_support {

std::vector<ChildProcess> children_of_this_process() {
    std::vector<ChildProcess> children;
    const pid_t self = ::getpid();
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator("/proc", error)) {
        const std::string name = entry.path().filename().string();
        if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
        std::ifstream in(entry.path() / "stat");
        std::string stat;
        if (!std::getline(in, stat)) continue;  // the process ended meanwhile
        // "pid (comm) state ppid ...": comm may hold blanks and parentheses, so split at the
        // last ')'.
        const auto open = stat.find('(');
        const auto close = stat.rfind(')');
        if (open == std::string::npos || close == std::string::npos) continue;
        std::istringstream rest(stat.substr(close + 1));
        char state = '?';
        pid_t parent = 0;
        rest >> state >> parent;
        if (parent != self) continue;
        children.push_back(
            {static_cast<pid_t>(std::stol(name)), state, stat.substr(open + 1, close - open - 1)});
    }
    return children;
}

std::string describe(const std::vector<ChildProcess>& children) {
    std::string text;
    for (const ChildProcess& child : children) {
        if (!text.empty()) text += ", ";
        text += std::to_string(child.pid) + " (" + child.name + ") " + child.state;
    }
    return text.empty() ? "none" : text;
}

}  // namespace reversi::testing_support
