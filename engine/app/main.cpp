// reversi-engine: speaks the line protocol on stdin/stdout (see protocol-spec/PROTOCOL.md).
#include <unistd.h>

#include <cstring>
#include <iostream>
#include <string_view>

#include "protocol/session.hpp"

#ifndef REVERSI_VERSION
#define REVERSI_VERSION "0.0.0"
#endif

namespace {

constexpr std::string_view kUsage =
    "Usage: reversi-engine [--help | --version]\n"
    "\n"
    "Reads protocol commands on standard input, one per line, and writes replies on standard\n"
    "output. Start with `reversi`, then for example `position startpos`, `show`, `go`.\n"
    "Type `help` for the command list; the full protocol is in protocol-spec/PROTOCOL.md.\n"
    "End of input, or `quit`, ends the program.\n";

}  // namespace

int main(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::cout << kUsage;
            return 0;
        }
        if (arg == "--version") {
            std::cout << reversi::kEngineName << " " REVERSI_VERSION "\n";
            return 0;
        }
        std::cerr << "reversi-engine: unknown option '" << arg << "'\n" << kUsage;
        return 2;
    }
    std::ios::sync_with_stdio(false);
    if (isatty(STDIN_FILENO)) {
        std::cerr << "reversi-engine " REVERSI_VERSION
                     ": type `help` for commands, `quit` to leave.\n";
    }
    reversi::ProtocolSession session(std::cout, std::cerr);
    session.run(std::cin);
    return 0;
}
