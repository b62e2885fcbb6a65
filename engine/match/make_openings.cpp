// SPDX-License-Identifier: GPL-3.0-or-later
// Candidates are drawn and judged in a fixed order, several at once, and kept in that order, so
// the file depends on the options and the engine only, never on --concurrency.
#include "match/make_openings.hpp"

#include <cstdlib>
#include <memory>
#include <mutex>
#include <ostream>
#include <sstream>
#include <thread>

#include "client/command_line.hpp"
#include "core/notation.hpp"
#include "files/whole_file.hpp"
#include "match/match_options.hpp"
#include "match/openings.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/option_reader.hpp"

namespace reversi::match {

namespace {

// How many candidates in a row may bring nothing new before the draw gives up.
constexpr long kDrawsPerCandidate = 200;

struct Settings {
    std::string output;
    int count = 500;
    int plies = 8;
    std::uint64_t seed = 1;
    std::uint64_t nodes = 400'000;
    int max_score = 1;
    int concurrency = 1;
    client::EngineCommand engine;
};

std::string apply(Settings& settings, const std::string& key, std::string_view value) {
    std::string error;
    auto set_int = [&](int& target, int min, int max) {
        const auto parsed = number_in<int>(value, min, max);
        if (!parsed) error = range_text(min, max);
        if (parsed) target = *parsed;
    };
    if (key == "output") {
        settings.output = value;
        if (value.empty()) error = "expected a path";
    } else if (key == "count") {
        set_int(settings.count, 1, 1'000'000);
    } else if (key == "plies") {
        set_int(settings.plies, 1, 20);
    } else if (key == "max-score") {
        set_int(settings.max_score, 0, 64);
    } else if (key == "concurrency") {
        set_int(settings.concurrency, 1, 256);
    } else if (key == "seed" || key == "nodes") {
        const auto parsed =
            number_in<std::uint64_t>(value, key == "seed" ? 0 : 1, ~std::uint64_t{0});
        if (!parsed) error = "expected an unsigned 64-bit number";
        if (parsed) (key == "seed" ? settings.seed : settings.nodes) = *parsed;
    } else if (key == "engine") {
        auto command = client::split_engine_command(value);
        error = std::move(command.error);
        if (command.value) settings.engine = std::move(*command.value);
    }
    return error.empty() ? std::string() : "--" + key + " " + std::string(value) + ": " + error;
}

std::optional<int> value_count(std::string_view key) {
    for (std::string_view known :
         {"output", "count", "plies", "seed", "nodes", "max-score", "engine", "concurrency"})
        if (key == known) return 1;
    return std::nullopt;
}

// The command that makes the same file, for its header.
std::string command_of(const Settings& s, bool engine_given) {
    std::string text = "reversi-match make-openings --count " + std::to_string(s.count) +
                       " --plies " + std::to_string(s.plies) + " --seed " + std::to_string(s.seed) +
                       " --nodes " + std::to_string(s.nodes) + " --max-score " +
                       std::to_string(s.max_score);
    if (engine_given) text += " --engine " + client::command_text(s.engine);
    return text + " --output " + client::command_text({s.output, {}});
}

struct Judged {
    std::optional<int> score;  // nullopt: the search gave none (a forced pass)
    std::optional<std::string> fault;
};

Judged judge(client::EngineClient& engine, const std::vector<Move>& opening, std::uint64_t nodes) {
    client::MoveRequest request;
    request.moves = opening;
    request.level = Level::Hard;
    request.seed = 0;
    request.limits.nodes = nodes;
    const client::MoveReply reply = engine.ask_move(std::move(request));
    if (!reply.move)
        return {std::nullopt,
                std::string(reply.fault ? client::fault_name(*reply.fault) : "no reply") + ": " +
                    reply.detail};
    if (!reply.last_info) return {};
    return {reply.last_info->score, std::nullopt};
}

// The engines that judge the openings, one per --concurrency, each with its handshake done;
// nullopt (said on `err`) when one cannot start.
using Judges = std::vector<std::unique_ptr<client::EngineClient>>;
std::optional<Judges> start_judges(const Settings& settings, std::mutex& log_mutex,
                                   std::ostream& err, client::EngineIdentity& identity) {
    Judges engines;
    for (int i = 0; i < settings.concurrency; ++i) {
        client::ClientOptions options;
        options.command = settings.engine;
        options.max_attempts = 1;
        options.timeouts.move = std::chrono::minutes(10);
        options.log = [&err, &log_mutex](std::string_view line) {
            const std::lock_guard lock(log_mutex);
            err << "engine: " << line << "\n";
        };
        engines.push_back(std::make_unique<client::EngineClient>(std::move(options)));
        const client::StartReply started = engines.back()->start();
        if (started.fault) {
            err << "reversi-match make-openings: the engine ("
                << client::command_text(settings.engine)
                << ") did not complete its handshake: " << started.detail << "\n";
            return std::nullopt;
        }
        identity = started.identity;
    }
    return engines;
}

// The openings kept so far, one a line with its score, and how many were drawn.
struct Kept {
    std::ostringstream lines;
    int count = 0;
    int drawn = 0;
};

// Draws openings, a batch of one per engine judged at once, until --count are kept or no new
// one can be drawn; the exit status when an engine fails.
std::optional<ExitStatus> keep_balanced(const Settings& settings, Judges& engines, Kept& kept,
                                        std::ostream& err) {
    RandomOpenings draws(settings.plies, settings.seed);
    while (kept.count < settings.count) {
        std::vector<std::vector<Move>> batch;
        while (batch.size() < engines.size())
            if (auto opening = draws.next(kDrawsPerCandidate))
                batch.push_back(std::move(*opening));
            else
                break;
        if (batch.empty()) break;
        std::vector<Judged> judged(batch.size());
        std::vector<std::thread> threads;
        for (std::size_t i = 0; i < batch.size(); ++i)
            threads.emplace_back(
                [&, i] { judged[i] = judge(*engines[i], batch[i], settings.nodes); });
        for (std::thread& thread : threads)
            thread.join();
        for (std::size_t i = 0; i < batch.size() && kept.count < settings.count; ++i) {
            ++kept.drawn;
            if (judged[i].fault) {
                err << "reversi-match make-openings: the engine failed on " << moves_text(batch[i])
                    << ": " << *judged[i].fault << "\n";
                return ExitStatus::HandshakeFailed;
            }
            const auto score = judged[i].score;
            if (!score || std::abs(*score) > settings.max_score) continue;
            kept.lines << moves_text(batch[i]) << "  # score " << *score << "\n";
            ++kept.count;
        }
    }
    return std::nullopt;
}

// The openings file: a header that says how it was made (the command, the draws, the judge),
// then the openings kept.
std::string openings_file_text(const Settings& settings, const client::EngineIdentity& identity,
                               bool engine_given, const Kept& kept) {
    const std::string engine_name =
        identity.name.empty()
            ? client::command_text(settings.engine)
            : identity.name + (identity.version.empty() ? "" : " ") + identity.version;
    std::ostringstream text;
    text << "# Balanced openings for reversi-match --openings-file: one a line, as moves from "
            "the start.\n"
         << "# Made by: " << command_of(settings, engine_given) << "\n"
         << "# Each is " << settings.plies << " random plies from the start (distinct "
         << "positions, drawn as reversi-match draws random openings, seed " << settings.seed
         << "),\n# kept when " << engine_name << "'s Hard search of " << settings.nodes
         << " positions scores it within " << settings.max_score
         << " disc(s) of even for the side to move\n# (the score follows each opening). "
         << kept.count << " kept of " << kept.drawn << " drawn.\n"
         << kept.lines.str();
    return text.str();
}

}  // namespace

ExitStatus make_openings_command(int argc, const char* const* argv,
                                 const client::EngineCommand& default_engine, std::ostream& out,
                                 std::ostream& err) {
    Settings settings;
    settings.engine = default_engine;
    const OptionsRead read = read_options(
        argc, argv,
        {value_count, [&](const std::string& key, const std::vector<std::string_view>& values) {
             return apply(settings, key, values.front());
         }});
    if (read.help) {
        out << match_usage();
        return ExitStatus::Done;
    }
    std::string error = read.error;
    if (error.empty() && settings.output.empty()) error = "--output PATH is required";
    if (!error.empty()) {
        err << "reversi-match make-openings: " << error << "\n(see reversi-match --help)\n";
        return ExitStatus::Usage;
    }
    if (const auto problem = files::write_problem(settings.output)) {
        err << "reversi-match make-openings: cannot write " << *problem << "\n";
        return ExitStatus::CannotWrite;
    }

    std::mutex log_mutex;  // engines log from their own threads
    client::EngineIdentity identity;
    std::optional<Judges> engines = start_judges(settings, log_mutex, err, identity);
    if (!engines) return ExitStatus::HandshakeFailed;
    Kept kept;
    if (const auto failed = keep_balanced(settings, *engines, kept, err)) return *failed;
    const int kept_count = kept.count;
    const int drawn = kept.drawn;
    if (kept_count < settings.count) {
        err << "reversi-match make-openings: only " << kept_count << " of " << drawn
            << " distinct openings of " << settings.plies << " plies score within "
            << settings.max_score << " of even; ask for fewer, more plies or a larger "
            << "--max-score\n";
        return ExitStatus::Usage;
    }
    const std::string text =
        openings_file_text(settings, identity, argc > 0 && read.keys.contains("engine"), kept);
    if (const auto problem = files::write_whole_file(settings.output, text)) {
        err << "reversi-match make-openings: cannot write " << *problem << "\n";
        return ExitStatus::CannotWrite;
    }
    out << "make-openings: " << kept_count << " openings kept of " << drawn << " drawn, written to "
        << settings.output << "\n";
    return ExitStatus::Done;
}

}  // namespace reversi::match
