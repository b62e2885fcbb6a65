// SPDX-License-Identifier: GPL-3.0-or-later
// The opt-in automation state; see automation_state.hpp.
#include "app/automation_state.hpp"

#include <cstdio>
#include <fstream>

namespace reversi::app {

void AutomationState::write(const AutomationSnapshot& snapshot) const {
    const std::string temporary = path_ + ".tmp";
    {
        std::ofstream out(temporary, std::ios::trunc);
        for (const std::string& line : snapshot.lines)
            out << line << '\n';
        out << "end\n";  // a reader that sees this line has the whole file
        if (!out) return;
    }
    std::rename(temporary.c_str(), path_.c_str());
}

}  // namespace reversi::app
