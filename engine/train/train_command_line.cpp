// SPDX-License-Identifier: GPL-3.0-or-later
// Parsing reversi-train's command line: a subcommand, then its --options and file names, read by
// the programs' one option reader (vocabulary/option_reader.hpp).
#include "train/train_command_line.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <optional>
#include <system_error>
#include <thread>

#include "search/search.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/option_reader.hpp"
#include "vocabulary/shard.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::train {

const char* const kTrainUsage =
    "usage: reversi-train generate --games N --out FILE [options]\n"
    "       reversi-train fit --out FILE [options] GAMES...\n"
    "       reversi-train check WEIGHTS\n"
    "       reversi-train measure [--weights FILE] [--hold-back-every N | --all] GAMES...\n"
    "       reversi-train probcut [options] GAMES...\n"
    "\n"
    "generate: self-play games for training, one line each with its exact result.\n"
    "  --games N            games in the whole run (all shards together)\n"
    "  --out FILE           the games file; FILE.part grows a game at a time and\n"
    "                       becomes FILE at the end: the same command continues a\n"
    "                       killed run, and does nothing once FILE is there\n"
    "  --seed S             the run's seed (default 1)\n"
    "  --round R            rounds of one seed draw different openings (default 1)\n"
    "  --shard K/N          play only games K-1, K-1+N, K-1+2N, ... of the run (games\n"
    "                       numbered from 0; 1 <= K <= N; default 1/1)\n"
    "  --threads T          games played at once (default: every core)\n"
    "  --player normal|hard who plays between the opening and the end (default hard)\n"
    "  --weights FILE       Hard's weights for --player hard (default: the compiled-in ones)\n"
    "  --nodes N            the player's positions per move (default 12000)\n"
    "  --solve-empties E    perfect play from E empty squares on (default 14)\n"
    "  --random-plies A-B   random opening moves, drawn from A to B (default 6-14)\n"
    "\n"
    "fit: least-squares weights from games files (every line checked and replayed).\n"
    "  --out FILE           the weight file\n"
    "  --hold-back-every N  every N-th game is held back to measure the fit (default 20; 0: none)\n"
    "  --hold-back FILE     hold back every game of this games file too (repeatable)\n"
    "  --lambda X[,Y...]    ridge penalty per pattern weight (default 30); several: each is\n"
    "                       fitted, and the one with the lowest held-back error kept\n"
    "  --global-lambda X    ridge penalty per global term (default 0.01)\n"
    "  --window W           a stage also learns from W more empty squares each side (default 6)\n"
    "  --smoothness M       penalty on a weight's difference from the same weight in the\n"
    "                       neighbouring stages; above 0 all stages are fitted as one\n"
    "                       problem (default 0: each stage on its own)\n"
    "  --prior WEIGHTS      draw the weights towards these instead of zero (fits all stages\n"
    "                       as one problem)\n"
    "  --iterations N       most conjugate-gradient iterations (default 200)\n"
    "  --tolerance X        stop once the gradient has shrunk by this factor (default 1e-4)\n"
    "  --without TERM       leave a global term out (repeatable)\n"
    "  --threads T          stages fitted at once (default: every core)\n"
    "  --source TEXT        the weight file's source line (default: a summary)\n"
    "\n"
    "check: reads a weight file and prints its source and a summary of its weights.\n"
    "measure: a weight file's error (default: the compiled-in weights) on games' positions.\n"
    "\n"
    "probcut: fits Hard's ProbCut predictions: games' positions searched by Hard at every\n"
    "depth, without ProbCut; for each depth D the line from the D/2-ply score to the D-ply\n"
    "score and its residual sigma, as a table and as C++ constants.\n"
    "  --every N            search every N-th position (default 1)\n"
    "  --min-empties E      only positions with at least E empty squares (default 12)\n"
    "  --deepest D          search depths 1 to D, D below --min-empties (default 8)\n"
    "  --threads T          positions searched at once (default: every core)\n";

namespace {

using Values = std::vector<std::string_view>;

int every_core() {
    const unsigned cores = std::thread::hardware_concurrency();
    return cores == 0 ? 1 : static_cast<int>(cores);
}

// The options a subcommand takes, each with one value (`flags` with none).
OptionRules rules_for(std::initializer_list<std::string_view> keys,
                      std::initializer_list<std::string_view> flags = {}) {
    OptionRules rules;
    rules.value_count = [keys = std::vector<std::string_view>(keys),
                         flags = std::vector<std::string_view>(flags)](std::string_view key) {
        if (std::find(flags.begin(), flags.end(), key) != flags.end()) return std::optional<int>(0);
        if (std::find(keys.begin(), keys.end(), key) != keys.end()) return std::optional<int>(1);
        return std::optional<int>();
    };
    return rules;
}

std::optional<std::uint64_t> count_option(std::string_view key, std::string_view text,
                                          std::uint64_t min, std::uint64_t max,
                                          std::string& error) {
    const std::optional<std::uint64_t> value = number_in<std::uint64_t>(text, min, max);
    if (!value)
        error = value_refusal(
            key, "a whole number from " + std::to_string(min) + " to " + std::to_string(max), text);
    return value;
}

std::optional<double> real_option(std::string_view key, std::string_view text, std::string& error) {
    const std::optional<double> value = number_in<double>(text, 0.0, std::nextafter(1e12, 0.0));
    if (!value) error = value_refusal(key, "a number from 0", text);
    return value;
}

// "K/N" with 1 <= K <= N, as reversi-match reads it.
std::optional<Shard> shard_option(std::string_view text, std::string& error) {
    if (const auto shard = parse_shard(text)) return shard;
    error = value_refusal("shard", "K/N with 1 <= K <= N <= " + std::to_string(kMaxShards), text);
    return std::nullopt;
}

// "A-B" with A <= B.
bool random_plies_option(std::string_view text, SelfPlaySettings& play, std::string& error) {
    const std::size_t dash = text.find('-');
    if (dash != std::string_view::npos) {
        const auto fewest = parse_unsigned(text.substr(0, dash), 0, kLongestGame);
        const auto most = parse_unsigned(text.substr(dash + 1), 0, kLongestGame);
        if (fewest && most && *fewest <= *most) {
            play.fewest_random_plies = static_cast<int>(*fewest);
            play.most_random_plies = static_cast<int>(*most);
            return true;
        }
    }
    error = value_refusal("random-plies", "A-B with A <= B <= 60", text);
    return false;
}

// "A,B,C": the items between commas (an empty item is kept, for the number reader to refuse).
std::vector<std::string_view> split_list(std::string_view text) {
    std::vector<std::string_view> items;
    std::size_t start = 0;
    for (std::size_t comma = text.find(','); comma != std::string_view::npos;
         comma = text.find(',', start)) {
        items.push_back(text.substr(start, comma - start));
        start = comma + 1;
    }
    items.push_back(text.substr(start));
    return items;
}

std::optional<std::size_t> global_term(std::string_view name) {
    for (std::size_t g = 0; g < patterns::kGlobalTermNames.size(); ++g) {
        if (patterns::kGlobalTermNames[g] == name) return g;
    }
    return std::nullopt;
}

ParsedTrainCommand failure(std::string error) {
    return {std::monostate{}, false, std::move(error)};
}

// A subcommand's options read: help, or a mistake named with the subcommand, or nothing.
std::optional<ParsedTrainCommand> unread(std::string_view command, const OptionsRead& read) {
    if (read.help) return ParsedTrainCommand{std::monostate{}, true, {}};
    if (!read.error.empty()) return failure(std::string(command) + ": " + read.error);
    return std::nullopt;
}

std::string apply_generate(GenerateCommand& c, const std::string& key, std::string_view value) {
    std::string error;
    if (key == "games") {
        if (const auto n = count_option(key, value, 1, UINT32_MAX, error)) c.settings.games = *n;
    } else if (key == "out") {
        c.out = value;
    } else if (key == "seed") {
        if (const auto n = count_option(key, value, 0, UINT64_MAX, error)) c.settings.seed = *n;
    } else if (key == "round") {
        if (const auto n = count_option(key, value, 1, 1000, error)) c.settings.round = *n;
    } else if (key == "shard") {
        if (const auto shard = shard_option(value, error)) c.settings.shard = *shard;
    } else if (key == "threads") {
        if (const auto n = count_option(key, value, 1, 1024, error))
            c.settings.threads = static_cast<int>(*n);
    } else if (key == "player") {
        if (value == "normal" || value == "hard")
            c.settings.play.player = value == "normal" ? Player::Normal : Player::Hard;
        else
            error = value_refusal(key, "normal or hard", value);
    } else if (key == "weights") {
        c.weights_file = std::string(value);
    } else if (key == "nodes") {
        if (const auto n = count_option(key, value, 1, UINT32_MAX, error))
            c.settings.play.nodes = *n;
    } else if (key == "solve-empties") {
        if (const auto n = count_option(key, value, 0, 24, error))
            c.settings.play.solve_empties = static_cast<int>(*n);
    } else if (key == "random-plies") {
        random_plies_option(value, c.settings.play, error);
    }
    return error;
}

ParsedTrainCommand parse_generate(std::span<const std::string_view> args) {
    GenerateCommand c;
    c.settings.threads = every_core();
    OptionRules rules = rules_for({"games", "out", "seed", "round", "shard", "threads", "player",
                                   "weights", "nodes", "solve-empties", "random-plies"});
    rules.apply = [&c](const std::string& key, const Values& values) {
        return apply_generate(c, key, values[0]);
    };
    const OptionsRead read = read_options(args, rules);
    if (auto unread_options = unread("generate", read)) return *unread_options;
    std::string error;
    if (!read.keys.contains("games")) error = "generate: --games is required";
    if (error.empty() && c.out.empty()) error = "generate: --out is required";
    if (error.empty() && c.weights_file && c.settings.play.player != Player::Hard)
        error = "generate: --weights is for --player hard";
    if (!error.empty()) return failure(error);
    return {std::move(c), false, {}};
}

std::string apply_fit(FitCommand& c, const std::string& key, std::string_view value) {
    std::string error;
    if (key == "out") {
        c.out = value;
    } else if (key == "hold-back-every") {
        if (const auto n = count_option(key, value, 0, UINT32_MAX, error)) c.hold_back_every = *n;
    } else if (key == "hold-back") {
        c.hold_back_files.emplace_back(value);
    } else if (key == "lambda") {
        c.lambdas.clear();
        for (const std::string_view item : split_list(value)) {
            const auto x = real_option(key, item, error);
            if (!x) break;
            c.lambdas.push_back(*x);
        }
        if (error.empty()) c.settings.lambda = c.lambdas.front();
    } else if (key == "smoothness") {
        if (const auto x = real_option(key, value, error)) c.settings.smoothness = *x;
    } else if (key == "prior") {
        c.prior_file = std::string(value);
    } else if (key == "tolerance") {
        if (const auto x = real_option(key, value, error)) c.settings.tolerance = *x;
    } else if (key == "global-lambda") {
        if (const auto x = real_option(key, value, error)) c.settings.global_lambda = *x;
    } else if (key == "window") {
        if (const auto n = count_option(key, value, 0, kSquareCount, error))
            c.settings.window = static_cast<int>(*n);
    } else if (key == "iterations") {
        if (const auto n = count_option(key, value, 1, 100000, error))
            c.settings.max_iterations = static_cast<int>(*n);
    } else if (key == "without") {
        if (const auto g = global_term(value))
            c.settings.use_global[*g] = false;
        else
            error = "--without: no global term '" + printable(value) + "'";
    } else if (key == "threads") {
        if (const auto n = count_option(key, value, 1, 1024, error))
            c.settings.threads = static_cast<int>(*n);
    } else if (key == "source") {
        c.source = value;
    }
    return error;
}

// Whether two names given on the command line name one file (`x` and `./x`, a link and its
// target), whether or not it exists yet.
bool same_file(const std::string& a, const std::string& b) {
    std::error_code error;
    if (std::filesystem::equivalent(a, b, error)) return true;
    // Absolute first: a relative name with no existing part would be left relative.
    const auto resolved = [](const std::string& name) -> std::optional<std::filesystem::path> {
        std::error_code failed;
        const std::filesystem::path absolute = std::filesystem::absolute(name, failed);
        if (failed) return std::nullopt;
        std::filesystem::path path = std::filesystem::weakly_canonical(absolute, failed);
        if (failed) return std::nullopt;
        return path;
    };
    const auto path_a = resolved(a);
    const auto path_b = resolved(b);
    if (!path_a || !path_b) return a == b;
    return *path_a == *path_b;
}

ParsedTrainCommand parse_fit(std::span<const std::string_view> args) {
    FitCommand c;
    c.settings.threads = every_core();
    OptionRules rules = rules_for({"out", "hold-back-every", "hold-back", "lambda", "global-lambda",
                                   "window", "smoothness", "prior", "iterations", "tolerance",
                                   "without", "threads", "source"});
    rules.apply = [&c](const std::string& key, const Values& values) {
        return apply_fit(c, key, values[0]);
    };
    rules.repeatable = {"without", "hold-back"};
    rules.takes_words = true;
    const OptionsRead read = read_options(args, rules);
    if (auto unread_options = unread("fit", read)) return *unread_options;
    c.games_files.assign(read.words.begin(), read.words.end());
    if (c.out.empty()) return failure("fit: --out is required");
    if (c.games_files.empty()) return failure("fit: name at least one games file");
    // Its games would be trained on and then measured as if unseen.
    for (const std::string& held : c.hold_back_files)
        for (const std::string& trained : c.games_files)
            if (same_file(held, trained))
                return failure("fit: " + trained +
                               " is both a games file and --hold-back: give it once, as one or "
                               "the other");
    return {std::move(c), false, {}};
}

ParsedTrainCommand parse_measure(std::span<const std::string_view> args) {
    MeasureCommand c;
    OptionRules rules = rules_for({"weights", "hold-back-every"}, {"all"});
    rules.apply = [&c](const std::string& key, const Values& values) {
        std::string error;
        if (key == "all") {
            c.all_positions = true;
        } else if (key == "weights") {
            c.weights_file = std::string(values[0]);
        } else if (const auto n = count_option(key, values[0], 1, UINT32_MAX, error)) {
            c.hold_back_every = *n;
        }
        return error;
    };
    rules.takes_words = true;
    const OptionsRead read = read_options(args, rules);
    if (auto unread_options = unread("measure", read)) return *unread_options;
    c.games_files.assign(read.words.begin(), read.words.end());
    if (c.games_files.empty()) return failure("measure: name at least one games file");
    return {std::move(c), false, {}};
}

ParsedTrainCommand parse_probcut(std::span<const std::string_view> args) {
    ProbCutCommand c;
    c.sampling.threads = every_core();
    OptionRules rules = rules_for({"every", "min-empties", "deepest", "threads"});
    rules.apply = [&c](const std::string& key, const Values& values) {
        std::string error;
        if (key == "every") {
            if (const auto n = count_option(key, values[0], 1, UINT32_MAX, error))
                c.sampling.every = *n;
        } else if (key == "min-empties") {
            if (const auto n = count_option(key, values[0], 2, kLongestGame, error))
                c.sampling.min_empties = static_cast<int>(*n);
        } else if (key == "deepest") {
            if (const auto n = count_option(key, values[0], 2, 20, error))
                c.sampling.deepest = static_cast<int>(*n);
        } else if (const auto n = count_option(key, values[0], 1, 1024, error)) {
            c.sampling.threads = static_cast<int>(*n);
        }
        return error;
    };
    rules.takes_words = true;
    const OptionsRead read = read_options(args, rules);
    if (auto unread_options = unread("probcut", read)) return *unread_options;
    c.games_files.assign(read.words.begin(), read.words.end());
    if (c.games_files.empty()) return failure("probcut: name at least one games file");
    // A search as deep as the empty squares reads to the end: no estimate left to fit.
    if (c.sampling.deepest >= c.sampling.min_empties)
        return failure("probcut: --deepest must be below --min-empties");
    return {std::move(c), false, {}};
}

}  // namespace

ParsedTrainCommand parse_train_command(std::span<const std::string_view> args) {
    if (args.empty()) return failure("name a command: generate, fit, check, measure or probcut");
    const std::string_view command = args[0];
    if (command == "--help" || command == "-h" || command == "help")
        return {std::monostate{}, true, {}};
    if (command == "generate") return parse_generate(args.subspan(1));
    if (command == "fit") return parse_fit(args.subspan(1));
    if (command == "measure") return parse_measure(args.subspan(1));
    if (command == "probcut") return parse_probcut(args.subspan(1));
    if (command == "check") {
        if (args.size() != 2) return failure("check: name one weight file");
        return {CheckCommand{std::string(args[1])}, false, {}};
    }
    return failure("unknown command '" + printable(command) + "'");
}

}  // namespace reversi::train
