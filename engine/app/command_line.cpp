// SPDX-License-Identifier: GPL-3.0-or-later
// Strict parsing of reversi-engine's options: anything unknown, repeated or malformed is refused.
// The flags that set engine options, and their lines in the usage, come from the options table.
#include "app/command_line.hpp"

#include <algorithm>

#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::string_view kUsageTop =
    "Usage: reversi-engine [--gtp | --nboard] [--<option> VALUE ...]\n"
    "       reversi-engine --help | --version\n"
    "\n"
    "Reads commands on standard input, one per line, and writes replies on standard output.\n"
    "Input is read while a search runs: `stop` ends it, `isready` is answered at once.\n"
    "\n"
    "  (no mode)     the engine's own line protocol: start with `reversi`, then for example\n"
    "                `position startpos`, `show`, `go`, `go movetime 500`,\n"
    "                `go wtime 60000 btime 60000`, `go infinite` ... `stop`; `help` lists the\n"
    "                commands\n"
    "  --gtp         Go Text Protocol version 2, for GTP GUIs (Quarry) and match runners\n"
    "  --nboard      NBoard protocol version 2, for the NBoard GUI\n";

constexpr std::string_view kUsageEnd =
    "  --help        this text\n"
    "  --version     the engine's name and version\n"
    "\n"
    "Every mode is described in protocol-spec/PROTOCOL.md. `quit`, or the end of input, ends\n"
    "the program; a search still running then stops and gives its answer (a piped script whose\n"
    "last command is a search should end with an empty line, which waits for it).\n";

constexpr std::size_t kHelpColumn = 16;

// "  --level L     the opponent: ...", the description's further lines under its first.
std::string option_usage(const EngineOption& option) {
    std::string text = "  " + option_flag(option) + " " + std::string(option.flag_value);
    text += text.size() < kHelpColumn ? std::string(kHelpColumn - text.size(), ' ')
                                      : "\n" + std::string(kHelpColumn, ' ');
    for (char c : option.help) {
        text += c;
        if (c == '\n') text += std::string(kHelpColumn, ' ');
    }
    return text + "\n";
}

struct Parser {
    std::span<const std::string_view> args;
    std::size_t next = 0;
    CommandLine result;
    bool mode_given = false;
    std::string error;

    // The value of an option: after '=' in the same argument, else the next argument.
    std::optional<std::string_view> value(std::string_view name,
                                          std::optional<std::string_view> inline_value) {
        if (inline_value) return inline_value;
        if (next >= args.size()) {
            error = std::string(name) + " needs a value";
            return std::nullopt;
        }
        return args[next++];
    }

    bool set_mode(EngineMode mode, std::string_view name) {
        if (mode_given) {
            error = std::string(name) + ": only one of --gtp and --nboard may be given";
            return false;
        }
        mode_given = true;
        result.mode = mode;
        return true;
    }

    bool option(std::string_view arg) {
        std::string_view name = arg;
        std::optional<std::string_view> inline_value;
        if (const auto equals = arg.find('='); equals != std::string_view::npos) {
            name = arg.substr(0, equals);
            inline_value = arg.substr(equals + 1);
        }
        if (const EngineOption* engine_option = flag_option(name))
            return set_option(*engine_option, name, value(name, inline_value));
        if (inline_value) {
            error = std::string(name) + " takes no value";
            return false;
        }
        if (name == "--help" || name == "-h") {
            result.action = EngineAction::ShowHelp;
            return true;
        }
        if (name == "--version") {
            result.action = EngineAction::ShowVersion;
            return true;
        }
        if (name == "--gtp") return set_mode(EngineMode::Gtp, name);
        if (name == "--nboard") return set_mode(EngineMode::NBoard, name);
        error = "unknown option '" + printable(arg) + "'";
        return false;
    }

    static const EngineOption* flag_option(std::string_view flag) {
        for (const EngineOption& option : engine_options()) {
            if (option_flag(option) == flag) return &option;
        }
        return nullptr;
    }

    bool set_option(const EngineOption& option, std::string_view flag,
                    std::optional<std::string_view> text) {
        if (!text) return false;
        if (result.gave(option.name)) {
            error = std::string(flag) + " given twice";
            return false;
        }
        if (!option.apply(result.settings, *text)) {
            error = std::string(flag) + ": expected " + std::string(option.expected) + ", not '" +
                    printable(*text) + "'";
            return false;
        }
        result.given.push_back(&option);
        return true;
    }
};

}  // namespace

bool CommandLine::gave(std::string_view name) const {
    return std::any_of(given.begin(), given.end(),
                       [&](const EngineOption* option) { return option->name == name; });
}

CommandLineResult parse_command_line(std::span<const std::string_view> args) {
    Parser parser;
    parser.args = args;
    while (parser.next < args.size()) {
        if (!parser.option(args[parser.next++])) return {std::nullopt, parser.error};
    }
    return {parser.result, {}};
}

const std::string& usage_text() {
    static const std::string kUsage = [] {
        std::string text(kUsageTop);
        for (const EngineOption& option : engine_options())
            text += option_usage(option);
        return text + std::string(kUsageEnd);
    }();
    return kUsage;
}

}  // namespace reversi
