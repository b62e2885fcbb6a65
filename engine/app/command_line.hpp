// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-engine's command line: which protocol to speak, the engine options' starting values
// (one flag per option of the options table), or a request for help or the version. Parsed
// here, apart from main(), so tests can check it.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "vocabulary/engine_options.hpp"

namespace reversi {

enum class EngineMode : std::uint8_t {
    Line,    // the engine's own line protocol (protocol-spec/PROTOCOL.md)
    Gtp,     // --gtp: Go Text Protocol version 2
    NBoard,  // --nboard: NBoard protocol version 2
};

enum class EngineAction : std::uint8_t { Run, ShowHelp, ShowVersion, Solve };

struct CommandLine {
    EngineAction action = EngineAction::Run;
    EngineMode mode = EngineMode::Line;
    EngineSettings settings;                 // the defaults, with the flags given applied
    std::vector<const EngineOption*> given;  // the options whose flag was given
    std::string solve_file;                  // --solve FILE: the problem file

    // Whether the flag of the option called `name` was given.
    bool gave(std::string_view name) const;
};

// A command line, or the reason it was refused (then usage goes to stderr and the exit is 2).
struct CommandLineResult {
    std::optional<CommandLine> command_line;
    std::string error;
};

// `args` excludes the program name. Options may come in any order, each at most once; values
// follow as the next argument or after '=' (`--level hard`, `--level=hard`).
CommandLineResult parse_command_line(std::span<const std::string_view> args);

// The text --help prints (also printed after a usage error).
const std::string& usage_text();

}  // namespace reversi
