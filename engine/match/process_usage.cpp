// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the VmRSS line of /proc/<pid>/status, and getrusage for CPU time.
#include "match/process_usage.hpp"

#include <sys/resource.h>

#include <fstream>
#include <sstream>
#include <string>

namespace reversi::match {

namespace {

std::optional<long> vmrss_in(const std::string& status_path) {
    std::ifstream status(status_path);
    for (std::string line; std::getline(status, line);) {
        if (!line.starts_with("VmRSS:")) continue;
        std::istringstream fields(line.substr(6));
        long kb = 0;
        if (fields >> kb) return kb;
    }
    return std::nullopt;
}

}  // namespace

std::optional<long> resident_kb(int pid) {
    return vmrss_in("/proc/" + std::to_string(pid) + "/status");
}

std::optional<long> own_resident_kb() { return vmrss_in("/proc/self/status"); }

double own_cpu_seconds() {
    rusage usage{};
    if (::getrusage(RUSAGE_SELF, &usage) != 0) return 0;
    auto seconds = [](const timeval& time) {
        return static_cast<double>(time.tv_sec) + static_cast<double>(time.tv_usec) / 1e6;
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

}  // namespace reversi::match
