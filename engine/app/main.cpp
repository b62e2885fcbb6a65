// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-engine: speaks the line protocol, GTP or NBoard on stdin/stdout (see
// protocol-spec/PROTOCOL.md).
#include <unistd.h>

#include <iostream>
#include <string_view>
#include <vector>

#include "app/batch_solve.hpp"
#include "app/command_line.hpp"
#include "protocol/engine_identity.hpp"
#include "protocol/gtp_session.hpp"
#include "protocol/line_input.hpp"
#include "protocol/nboard_session.hpp"
#include "protocol/session.hpp"

namespace {

using namespace reversi;

// Standard input is read on a thread of its own, which `quit` can end while input stays open.
void run_session(const CommandLine& command_line) {
    const SessionOptions options{command_line.settings, command_line.gave("Level")};
    FdLineInput input(STDIN_FILENO);
    switch (command_line.mode) {
        case EngineMode::Line:
            if (isatty(STDIN_FILENO)) {
                std::cerr << kEngineName << " " << engine_version()
                          << ": type `help` for commands, `quit` to leave.\n";
            }
            ProtocolSession(std::cout, std::cerr, options).run(input);
            return;
        case EngineMode::Gtp:
            GtpSession(std::cout, std::cerr, options).run(input);
            return;
        case EngineMode::NBoard:
            NBoardSession(std::cout, std::cerr, options).run(input);
            return;
    }
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    const CommandLineResult parsed = parse_command_line(args);
    if (!parsed.command_line) {
        std::cerr << "reversi-engine: " << parsed.error << "\n\n" << usage_text();
        return 2;
    }
    const CommandLine& command_line = *parsed.command_line;
    if (command_line.action == EngineAction::ShowHelp) {
        std::cout << usage_text();
        return 0;
    }
    if (command_line.action == EngineAction::ShowVersion) {
        std::cout << kEngineName << " " << engine_version() << "\n";
        return 0;
    }
    if (command_line.action == EngineAction::Solve)
        return solve_problem_file(command_line.solve_file, command_line.settings, std::cout,
                                  std::cerr);
    std::ios::sync_with_stdio(false);
    run_session(command_line);
    return 0;
}
