// SPDX-License-Identifier: GPL-3.0-or-later
// Finding the reversi-engine program the game starts: a --engine option, then the
// REVERSI_ENGINE environment variable, then beside the game's own executable (the build tree
// and a bin/ install), then <prefix>/libexec/reversi/. The result is an argument vector for
// the process client, never a shell string.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "platform/data_dir.hpp"

namespace reversi::platform {

inline constexpr const char* kEngineProgramName = "reversi-engine";
inline constexpr const char* kEngineEnvironmentVariable = "REVERSI_ENGINE";

struct EngineSearch {
    std::optional<std::string> option_path;  // from --engine PATH, parsed by the GUI
    std::filesystem::path own_executable;    // the game's binary, from executable_path()
    EnvironmentLookup env = process_environment;
};

struct EngineLocation {
    std::vector<std::string> argv;  // argv[0] is the program's path; no arguments today
    std::string found_by;           // "--engine", "REVERSI_ENGINE", "beside the game", "libexec"
};

struct EngineNotFound {
    std::vector<std::string> tried;  // every path looked at, for the error message
    std::string reason;              // one line for people
};

struct EngineLookup {
    std::optional<EngineLocation> location;
    EngineNotFound not_found;  // meaningful only without a location
};

// An explicit path (--engine, REVERSI_ENGINE) that is not an executable file is an error,
// not a reason to look elsewhere: the person asked for that one.
EngineLookup find_engine(const EngineSearch& search);

// This process's executable, from /proc/self/exe; empty when it cannot be read.
std::filesystem::path executable_path();

}  // namespace reversi::platform
