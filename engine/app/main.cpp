// reversi-engine: speaks the line protocol, GTP or NBoard on stdin/stdout (see
// protocol-spec/PROTOCOL.md).
#include <unistd.h>

#include <iostream>
#include <string_view>
#include <vector>

#include "app/command_line.hpp"
#include "protocol/gtp_session.hpp"
#include "protocol/nboard_session.hpp"
#include "protocol/session.hpp"

#ifndef REVERSI_VERSION
#define REVERSI_VERSION "0.0.0"
#endif

namespace {

using namespace reversi;

void run_line_protocol(const CommandLine& options) {
    if (isatty(STDIN_FILENO)) {
        std::cerr << "reversi-engine " REVERSI_VERSION
                     ": type `help` for commands, `quit` to leave.\n";
    }
    ProtocolSession session(std::cout, std::cerr);
    // The options are the protocol's own `level` and `seed` commands, already checked.
    if (options.level) session.execute("level " + std::string(level_name(*options.level)));
    if (options.seed) session.execute("seed " + std::to_string(*options.seed));
    session.run(std::cin);
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    const CommandLineResult parsed = parse_command_line(args);
    if (!parsed.command_line) {
        std::cerr << "reversi-engine: " << parsed.error << "\n\n" << usage_text();
        return 2;
    }
    const CommandLine& options = *parsed.command_line;
    if (options.action == EngineAction::ShowHelp) {
        std::cout << usage_text();
        return 0;
    }
    if (options.action == EngineAction::ShowVersion) {
        std::cout << kEngineName << " " REVERSI_VERSION "\n";
        return 0;
    }
    std::ios::sync_with_stdio(false);
    const std::uint64_t seed = options.seed.value_or(0);
    switch (options.mode) {
        case EngineMode::Line:
            run_line_protocol(options);
            break;
        case EngineMode::Gtp:
            GtpSession(std::cout, std::cerr, options.level.value_or(Level::Hard), seed)
                .run(std::cin);
            break;
        case EngineMode::NBoard:
            NBoardSession(std::cout, std::cerr, options.level, seed).run(std::cin);
            break;
    }
    return 0;
}
