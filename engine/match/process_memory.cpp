// Reads the VmRSS line of /proc/<pid>/status.
#include "match/process_memory.hpp"

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

}  // namespace reversi::match
