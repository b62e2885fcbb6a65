// Reading reversi-match's options strictly: every value is checked, and a mistake names itself.
#include "match/match_options.hpp"

#include <charconv>
#include <string_view>

#include "client/command_line.hpp"

namespace reversi::match {

const char* const kMatchUsage =
    "Usage: reversi-match [options]\n"
    "\n"
    "Plays engine A against engine B through the protocol, then prints a results table.\n"
    "Each opening (a few random plies from the start) is played twice, colours swapped.\n"
    "\n"
    "Sides (each option exists for A and for B):\n"
    "  --a-level easy|normal|hard   the level the side plays (default normal)\n"
    "  --a-engine 'CMD ARGS'        the engine command line, split into words (quotes work,\n"
    "                               no shell is involved); default: the reversi-engine\n"
    "                               installed beside reversi-match\n"
    "  --a-nodes N, --a-depth D     override the level's budget (`go nodes N depth D`)\n"
    "Match:\n"
    "  --openings N       distinct openings, so 2N games (default 50)\n"
    "  --plies P          random plies in each opening (default 6)\n"
    "  --seed S           seed of the openings and of each game's seed (default 1)\n"
    "  --concurrency N    games played at once (default 1)\n"
    "  --timeout-ms MS    time an engine has for one move (default 30000)\n"
    "  --attempts N       tries per move, restarting the engine between them; when all fail\n"
    "                     the side forfeits the game (default 1)\n"
    "  --games-file PATH  write every game's moves to PATH (format in README.md)\n"
    "  --progress         print one line per finished game on standard error\n"
    "  --help             this text\n"
    "Every option with a value may also be written --option=value.\n"
    "\n"
    "Output: the table (games, wins, draws, losses, score, forfeits per side), the Elo\n"
    "difference A - B with its 95% error bar, and the memory of the tool and the engines.\n"
    "A crash, hang or illegal move forfeits that game for the side at fault and is reported\n"
    "on standard error; the match goes on. Exit status 0 when the match was played, 2 on a\n"
    "usage error, 3 if a game desynchronised (a bug in this tool).\n";

namespace {

template <typename Number>
std::optional<Number> number_in(std::string_view text, Number min, Number max) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    if (value < min || value > max) return std::nullopt;
    return value;
}

// Applies `--a-...` / `--b-...` options; false when `key` is not a side option.
bool apply_side_option(std::string_view key, std::string_view value, SideOptions& side,
                       std::string& error) {
    if (key == "level") {
        const auto level = parse_level(value);
        if (!level) error = "expected easy, normal or hard";
        if (level) side.level = *level;
    } else if (key == "engine") {
        auto command = client::parse_command_line(value, error);
        if (command) side.command = std::move(*command);
    } else if (key == "nodes") {
        side.limits.nodes = number_in<std::uint64_t>(value, 1, 1'000'000'000'000ULL);
        if (!side.limits.nodes) error = "expected a number from 1 to 1000000000000";
    } else if (key == "depth") {
        side.limits.depth = number_in<int>(value, 1, 60);
        if (!side.limits.depth) error = "expected a number from 1 to 60";
    } else {
        return false;
    }
    return true;
}

// Applies a match-wide option that takes a value; false when `key` is not one.
bool apply_match_option(std::string_view key, std::string_view value, MatchOptions& options,
                        std::string& error) {
    auto set_int = [&](int& target, int min, int max) {
        const auto parsed = number_in<int>(value, min, max);
        if (!parsed)
            error = "expected a number from " + std::to_string(min) + " to " + std::to_string(max);
        if (parsed) target = *parsed;
    };
    if (key == "openings") {
        set_int(options.openings, 1, 1'000'000);
    } else if (key == "plies") {
        set_int(options.opening_plies, 0, 20);
    } else if (key == "concurrency") {
        set_int(options.concurrency, 1, 256);
    } else if (key == "attempts") {
        set_int(options.attempts, 1, 100);
    } else if (key == "timeout-ms") {
        int ms = 0;
        set_int(ms, 1, 86'400'000);
        options.move_timeout = std::chrono::milliseconds(ms);
    } else if (key == "seed") {
        const auto seed = number_in<std::uint64_t>(value, 0, ~std::uint64_t{0});
        if (!seed) error = "expected an unsigned 64-bit number";
        if (seed) options.seed = *seed;
    } else if (key == "games-file") {
        options.games_file = value;
        if (value.empty()) error = "expected a path";
    } else {
        return false;
    }
    return true;
}

}  // namespace

ParsedOptions parse_match_options(int argc, const char* const* argv,
                                  const client::EngineCommand& default_engine) {
    ParsedOptions parsed;
    MatchOptions options;
    options.a.command = default_engine;
    options.b.command = default_engine;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            parsed.help = true;
            return parsed;
        }
        if (arg == "--progress") {
            options.progress = true;
            continue;
        }
        if (!arg.starts_with("--")) {
            parsed.error = "unexpected argument '" + std::string(arg) + "'";
            return parsed;
        }
        // `--key value` or `--key=value`.
        const std::size_t equals = arg.find('=');
        const std::string_view key =
            arg.substr(2, equals == std::string_view::npos ? std::string_view::npos : equals - 2);
        std::string_view value;
        if (equals != std::string_view::npos) {
            value = arg.substr(equals + 1);
        } else if (i + 1 < argc) {
            value = argv[++i];
        } else {
            parsed.error = std::string(arg) + " needs a value";
            return parsed;
        }
        std::string error;
        bool known = false;
        if (key.starts_with("a-") || key.starts_with("b-")) {
            SideOptions& side = key.front() == 'a' ? options.a : options.b;
            known = apply_side_option(key.substr(2), value, side, error);
        } else {
            known = apply_match_option(key, value, options, error);
        }
        if (!known) {
            parsed.error = "unknown option --" + std::string(key);
            return parsed;
        }
        if (!error.empty()) {
            parsed.error = "--" + std::string(key) + " " + std::string(value) + ": " + error;
            return parsed;
        }
    }
    parsed.options = std::move(options);
    return parsed;
}

}  // namespace reversi::match
