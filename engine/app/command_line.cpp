// Strict parsing of reversi-engine's options: anything unknown, repeated or malformed is refused.
#include "app/command_line.hpp"

#include <limits>

#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::string_view kUsage =
    "Usage: reversi-engine [--gtp | --nboard] [--level easy|normal|hard] [--seed N]\n"
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
    "  --level L     the opponent: easy, normal or hard (default hard; in NBoard mode it also\n"
    "                overrides the level `set depth` would choose)\n"
    "  --seed N      the seed, an unsigned 64-bit decimal number (default 0)\n"
    "  --help        this text\n"
    "  --version     the engine's name and version\n"
    "\n"
    "Every mode is described in protocol-spec/PROTOCOL.md. `quit`, or the end of input, ends\n"
    "the program; a search still running then stops and gives its answer (a piped script whose\n"
    "last command is a search should end with an empty line, which waits for it).\n";

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
        const bool takes_value = name == "--level" || name == "--seed";
        if (inline_value && !takes_value) {
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
        if (name == "--level") return level(value(name, inline_value));
        if (name == "--seed") return seed(value(name, inline_value));
        error = "unknown option '" + printable(arg) + "'";
        return false;
    }

    bool level(std::optional<std::string_view> text) {
        if (!text) return false;
        if (result.level) {
            error = "--level given twice";
            return false;
        }
        result.level = parse_level(*text);
        if (!result.level)
            error = "--level: expected easy, normal or hard, not '" + printable(*text) + "'";
        return result.level.has_value();
    }

    bool seed(std::optional<std::string_view> text) {
        if (!text) return false;
        if (result.seed) {
            error = "--seed given twice";
            return false;
        }
        result.seed = parse_unsigned(*text, 0, std::numeric_limits<std::uint64_t>::max());
        if (!result.seed)
            error = "--seed: expected an unsigned 64-bit decimal number, not '" + printable(*text) +
                    "'";
        return result.seed.has_value();
    }
};

}  // namespace

CommandLineResult parse_command_line(std::span<const std::string_view> args) {
    Parser parser;
    parser.args = args;
    while (parser.next < args.size()) {
        if (!parser.option(args[parser.next++])) return {std::nullopt, parser.error};
    }
    return {parser.result, {}};
}

std::string_view usage_text() { return kUsage; }

}  // namespace reversi
