// SPDX-License-Identifier: GPL-3.0-or-later
// The children of this test process as /proc sees them, to prove no engine is left behind:
// neither running (an orphan to be) nor a zombie (never reaped).
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace reversi::testing_support {

struct ChildProcess {
    pid_t pid = 0;
    char state = '?';  // as in /proc/<pid>/stat: 'Z' for a zombie
    std::string name;
};

std::vector<ChildProcess> children_of_this_process();

// "1234 (reversi-engine) S, ..." for failure messages.
std::string describe(const std::vector<ChildProcess>& children);

}  // namespace reversi::testing_support
