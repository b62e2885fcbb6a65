// SPDX-License-Identifier: GPL-3.0-or-later
// What a process costs: its resident memory, as /proc/<pid>/status reports it (VmRSS), and this
// process's own CPU time, for the figures a match prints.
#pragma once

#include <optional>

namespace reversi::match {

// In kB; nullopt when the process is gone or /proc cannot be read.
std::optional<long> resident_kb(int pid);
std::optional<long> own_resident_kb();

// User and system CPU time of this process, every thread, children not included.
double own_cpu_seconds();

}  // namespace reversi::match
