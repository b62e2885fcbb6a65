// Resident memory of a process, as /proc/<pid>/status reports it (VmRSS), for the soak figures.
#pragma once

#include <optional>

namespace reversi::match {

// In kB; nullopt when the process is gone or /proc cannot be read.
std::optional<long> resident_kb(int pid);
std::optional<long> own_resident_kb();

}  // namespace reversi::match
