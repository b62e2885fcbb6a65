// SPDX-License-Identifier: GPL-3.0-or-later
// Parsing reversi-train's command line: a subcommand, then --options and file names.
#include "train/train_command_line.hpp"

#include <charconv>
#include <thread>

#include "search/search.hpp"
#include "vocabulary/shard.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::train {

const char* const kTrainUsage =
    "usage: reversi-train generate --games N --out FILE [options]\n"
    "       reversi-train fit --out FILE [options] GAMES...\n"
    "       reversi-train check WEIGHTS\n"
    "       reversi-train measure [--weights FILE] [--hold-back-every N | --all] GAMES...\n"
    "\n"
    "generate: self-play games for training, one line each with its exact result.\n"
    "  --games N            games in the whole run (all shards together)\n"
    "  --out FILE           the games file (written whole at the end)\n"
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
    "  --lambda X           ridge penalty per pattern weight (default 30)\n"
    "  --global-lambda X    ridge penalty per global term (default 0.01)\n"
    "  --window W           a stage also learns from W more empty squares each side (default 6)\n"
    "  --iterations N       most conjugate-gradient iterations per stage (default 200)\n"
    "  --without TERM       leave a global term out (repeatable)\n"
    "  --threads T          stages fitted at once (default: every core)\n"
    "  --source TEXT        the weight file's source line (default: a summary)\n"
    "\n"
    "check: reads a weight file and prints its source and a summary of its weights.\n"
    "measure: a weight file's error (default: the compiled-in weights) on games' positions.\n";

namespace {

template <typename T>
std::optional<T> parse_number(std::string_view text) {
    T value{};
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc{} || ptr != end || text.empty()) return std::nullopt;
    return value;
}

int every_core() {
    const unsigned cores = std::thread::hardware_concurrency();
    return cores == 0 ? 1 : static_cast<int>(cores);
}

// Walks `--name value` pairs and bare words.
class ArgumentReader {
public:
    explicit ArgumentReader(std::span<const std::string_view> args) : args_(args) {}

    bool done() const { return next_ >= args_.size(); }
    std::string_view take() { return args_[next_++]; }
    std::optional<std::string_view> value_of(std::string_view option, std::string& error) {
        if (done()) {
            error = std::string(option) + " needs a value";
            return std::nullopt;
        }
        return take();
    }

private:
    std::span<const std::string_view> args_;
    std::size_t next_ = 0;
};

std::optional<std::uint64_t> count_option(std::string_view option, std::string_view text,
                                          std::uint64_t min, std::uint64_t max,
                                          std::string& error) {
    const std::optional<std::uint64_t> value = parse_unsigned(text, min, max);
    if (!value)
        error = std::string(option) + ": expected a whole number from " + std::to_string(min) +
                " to " + std::to_string(max) + ", got '" + printable(text) + "'";
    return value;
}

std::optional<double> real_option(std::string_view option, std::string_view text,
                                  std::string& error) {
    const std::optional<double> value = parse_number<double>(text);
    if (!value || *value < 0 || !(*value < 1e12))
        error = std::string(option) + ": expected a number from 0, got '" + printable(text) + "'";
    return value && error.empty() ? value : std::nullopt;
}

// "K/N" with 1 <= K <= N, as reversi-match reads it.
std::optional<Shard> shard_option(std::string_view text, std::string& error) {
    if (const auto shard = parse_shard(text)) return shard;
    error = "--shard: expected K/N with 1 <= K <= N <= " + std::to_string(kMaxShards) + ", got '" +
            printable(text) + "'";
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
    error = "--random-plies: expected A-B with A <= B <= 60, got '" + printable(text) + "'";
    return false;
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

ParsedTrainCommand parse_generate(ArgumentReader& in) {
    GenerateCommand c;
    c.settings.threads = every_core();
    bool have_games = false;
    std::string error;
    while (!in.done() && error.empty()) {
        const std::string_view option = in.take();
        const std::optional<std::string_view> value = in.value_of(option, error);
        if (!value) break;
        if (option == "--games") {
            if (const auto n = count_option(option, *value, 1, UINT32_MAX, error)) {
                c.settings.games = *n;
                have_games = true;
            }
        } else if (option == "--out") {
            c.out = *value;
        } else if (option == "--seed") {
            if (const auto n = count_option(option, *value, 0, UINT64_MAX, error))
                c.settings.seed = *n;
        } else if (option == "--round") {
            if (const auto n = count_option(option, *value, 1, 1000, error)) c.settings.round = *n;
        } else if (option == "--shard") {
            if (const auto shard = shard_option(*value, error)) c.settings.shard = *shard;
        } else if (option == "--threads") {
            if (const auto n = count_option(option, *value, 1, 1024, error))
                c.settings.threads = static_cast<int>(*n);
        } else if (option == "--player") {
            if (*value == "normal" || *value == "hard")
                c.settings.play.player = *value == "normal" ? Player::Normal : Player::Hard;
            else
                error = "--player: expected normal or hard";
        } else if (option == "--weights") {
            c.weights_file = std::string(*value);
        } else if (option == "--nodes") {
            if (const auto n = count_option(option, *value, 1, UINT32_MAX, error))
                c.settings.play.nodes = *n;
        } else if (option == "--solve-empties") {
            if (const auto n = count_option(option, *value, 0, 24, error))
                c.settings.play.solve_empties = static_cast<int>(*n);
        } else if (option == "--random-plies") {
            random_plies_option(*value, c.settings.play, error);
        } else {
            error = "generate: unknown option '" + printable(option) + "'";
        }
    }
    if (error.empty() && !have_games) error = "generate: --games is required";
    if (error.empty() && c.out.empty()) error = "generate: --out is required";
    if (error.empty() && c.weights_file && c.settings.play.player != Player::Hard)
        error = "generate: --weights is for --player hard";
    if (!error.empty()) return failure(error);
    return {std::move(c), false, {}};
}

ParsedTrainCommand parse_fit(ArgumentReader& in) {
    FitCommand c;
    c.settings.threads = every_core();
    std::string error;
    while (!in.done() && error.empty()) {
        const std::string_view word = in.take();
        if (!word.starts_with("--")) {
            c.games_files.emplace_back(word);
            continue;
        }
        const std::optional<std::string_view> value = in.value_of(word, error);
        if (!value) break;
        if (word == "--out") {
            c.out = *value;
        } else if (word == "--hold-back-every") {
            if (const auto n = count_option(word, *value, 0, UINT32_MAX, error))
                c.hold_back_every = *n;
        } else if (word == "--lambda") {
            if (const auto x = real_option(word, *value, error)) c.settings.lambda = *x;
        } else if (word == "--global-lambda") {
            if (const auto x = real_option(word, *value, error)) c.settings.global_lambda = *x;
        } else if (word == "--window") {
            if (const auto n = count_option(word, *value, 0, kSquareCount, error))
                c.settings.window = static_cast<int>(*n);
        } else if (word == "--iterations") {
            if (const auto n = count_option(word, *value, 1, 100000, error))
                c.settings.max_iterations = static_cast<int>(*n);
        } else if (word == "--without") {
            if (const auto g = global_term(*value))
                c.settings.use_global[*g] = false;
            else
                error = "--without: no global term '" + printable(*value) + "'";
        } else if (word == "--threads") {
            if (const auto n = count_option(word, *value, 1, 1024, error))
                c.settings.threads = static_cast<int>(*n);
        } else if (word == "--source") {
            c.source = *value;
        } else {
            error = "fit: unknown option '" + printable(word) + "'";
        }
    }
    if (error.empty() && c.out.empty()) error = "fit: --out is required";
    if (error.empty() && c.games_files.empty()) error = "fit: name at least one games file";
    if (!error.empty()) return failure(error);
    return {std::move(c), false, {}};
}

ParsedTrainCommand parse_measure(ArgumentReader& in) {
    MeasureCommand c;
    std::string error;
    while (!in.done() && error.empty()) {
        const std::string_view word = in.take();
        if (word == "--all") {
            c.all_positions = true;
        } else if (!word.starts_with("--")) {
            c.games_files.emplace_back(word);
        } else if (const auto value = in.value_of(word, error)) {
            if (word == "--weights") {
                c.weights_file = std::string(*value);
            } else if (word == "--hold-back-every") {
                if (const auto n = count_option(word, *value, 1, UINT32_MAX, error))
                    c.hold_back_every = *n;
            } else {
                error = "measure: unknown option '" + printable(word) + "'";
            }
        }
    }
    if (error.empty() && c.games_files.empty()) error = "measure: name at least one games file";
    if (!error.empty()) return failure(error);
    return {std::move(c), false, {}};
}

}  // namespace

ParsedTrainCommand parse_train_command(std::span<const std::string_view> args) {
    if (args.empty()) return failure("name a command: generate, fit, check or measure");
    const std::string_view command = args[0];
    if (command == "--help" || command == "-h" || command == "help")
        return {std::monostate{}, true, {}};
    ArgumentReader in(args.subspan(1));
    if (command == "generate") return parse_generate(in);
    if (command == "fit") return parse_fit(in);
    if (command == "measure") return parse_measure(in);
    if (command == "check") {
        if (args.size() != 2) return failure("check: name one weight file");
        return {CheckCommand{std::string(args[1])}, false, {}};
    }
    return failure("unknown command '" + printable(command) + "'");
}

}  // namespace reversi::train
