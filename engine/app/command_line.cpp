// SPDX-License-Identifier: GPL-3.0-or-later
// Strict parsing of reversi-engine's options: anything unknown, repeated or malformed is refused.
// The flags that set engine options, and their lines in the usage, come from the options table.
#include "app/command_line.hpp"

#include <algorithm>

#include "vocabulary/option_reader.hpp"

namespace reversi {

namespace {

constexpr std::string_view kUsageTop =
    "Usage: reversi-engine [--gtp | --nboard] [--<option> VALUE ...]\n"
    "       reversi-engine --solve FILE [--<option> VALUE ...]\n"
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
    "  --nboard      NBoard protocol version 2, for the NBoard GUI\n"
    "  --solve FILE  solves every position of FILE exactly, one a line as Edax's problem\n"
    "                files write them (`<64 squares> <X|O>; G8:+18; H1:+12;`), and prints\n"
    "                each move, score, positions and time, then the totals; exits 1 when a\n"
    "                score or move differs from the file's, 2 when the file is bad\n";

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

const EngineOption* flag_option(std::string_view key) {
    for (const EngineOption& option : engine_options()) {
        if (option_flag(option).substr(2) == key) return &option;
    }
    return nullptr;
}

// How many values an option of reversi-engine takes: one for an engine option's flag, none for
// the modes and --version.
std::optional<int> value_count(std::string_view key) {
    if (flag_option(key) || key == "solve") return 1;
    if (key == "gtp" || key == "nboard" || key == "version") return 0;
    return std::nullopt;
}

// Applies one option to `result`: an error text, empty when it was applied.
std::string apply(CommandLine& result, const std::string& key, std::string_view value) {
    const std::string flag = "--" + key;
    if (key == "version") {
        result.action = EngineAction::ShowVersion;
    } else if (key == "solve") {
        if (result.mode != EngineMode::Line)
            return flag + ": speaks no protocol, so no --gtp or --nboard";
        result.action = EngineAction::Solve;
        result.solve_file = std::string(value);
    } else if (key == "gtp" || key == "nboard") {
        if (result.mode != EngineMode::Line)
            return flag + ": only one of --gtp and --nboard may be given";
        if (result.action == EngineAction::Solve) return flag + ": --solve speaks no protocol";
        result.mode = key == "gtp" ? EngineMode::Gtp : EngineMode::NBoard;
    } else if (const EngineOption* option = flag_option(key)) {
        if (!option->apply(result.settings, value))
            return value_refusal(key, option->expected, value);
        result.given.push_back(option);
    }
    return {};
}

}  // namespace

bool CommandLine::gave(std::string_view name) const {
    return std::any_of(given.begin(), given.end(),
                       [&](const EngineOption* option) { return option->name == name; });
}

CommandLineResult parse_command_line(std::span<const std::string_view> args) {
    CommandLine result;
    const OptionsRead read = read_options(
        args, {value_count,
               [&result](const std::string& key, const std::vector<std::string_view>& values) {
                   return apply(result, key, values.empty() ? std::string_view{} : values[0]);
               },
               {"gtp", "nboard"}});  // a second mode is refused with a reason of its own
    if (!read.error.empty()) return {std::nullopt, read.error};
    if (read.help) result.action = EngineAction::ShowHelp;
    return {result, {}};
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
