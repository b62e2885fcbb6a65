// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-match: plays one engine against another and prints the result; `merge` joins the
// games files of a match spread over several runs; `make-openings` makes a balanced set.
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <iostream>

#include "client/command_line.hpp"
#include "files/whole_file.hpp"
#include "match/convert.hpp"
#include "match/exit_status.hpp"
#include "match/games_file.hpp"
#include "match/ggf_games.hpp"
#include "match/live_games_file.hpp"
#include "match/make_openings.hpp"
#include "match/match_header.hpp"
#include "match/match_options.hpp"
#include "match/match_report.hpp"
#include "match/match_runner.hpp"
#include "match/merge.hpp"

namespace {

namespace fs = std::filesystem;
using namespace reversi;
using match::ExitStatus;

// The reversi-engine beside this program when installed, or in the build tree's engine/app.
client::EngineCommand default_engine() {
    std::error_code error;
    const fs::path self = fs::read_symlink("/proc/self/exe", error);
    if (!error) {
        for (const fs::path& candidate :
             {self.parent_path() / "reversi-engine",
              self.parent_path().parent_path() / "app" / "reversi-engine"}) {
            if (::access(candidate.c_str(), X_OK) == 0) return {candidate.string(), {}};
        }
    }
    return {"reversi-engine", {}};
}

// Set by SIGINT and SIGTERM; the match polls it and stops cleanly.
std::atomic<bool> stop_requested = false;
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void request_stop(int /*signal*/) { stop_requested = true; }

void catch_stop_signals() {
    struct sigaction action {};
    action.sa_handler = request_stop;
    action.sa_flags = SA_RESTART;
    ::sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
}

// The games file of this run as it plays: its path, the --resume file read, the open file.
struct GamesOutput {
    std::string path;  // empty: no games file
    std::optional<match::GamesFile> resumed;
    match::LiveGamesFile live;
    std::optional<match::MatchHeader> header;  // once the engines said who they are
};

// Reads --resume, or checks that --games-file can be written; the exit status when not.
std::optional<ExitStatus> prepare_output(const match::MatchOptions& options, int opening_count,
                                         GamesOutput& output) {
    output.path = options.resume.empty() ? options.games_file : options.resume;
    if (!options.resume.empty()) {
        std::string error;
        output.resumed = match::read_resume_file(
            options.resume, match::planned_games(opening_count, options.shard), error);
        if (output.resumed) return std::nullopt;
        std::cerr << "reversi-match: --resume " << options.resume << ": " << error
                  << "\nNo game was played; the file is left as it is.\n";
        return ExitStatus::BadGamesFile;
    }
    if (!options.ggf_file.empty()) {
        if (const auto problem = files::write_problem(options.ggf_file)) {
            std::cerr << "reversi-match: cannot write --ggf-file " << *problem << "\n";
            return ExitStatus::CannotWrite;
        }
    }
    if (output.path.empty()) return std::nullopt;
    if (const auto problem = files::write_problem(output.path)) {
        std::cerr << "reversi-match: cannot write --games-file " << *problem << "\n";
        return ExitStatus::CannotWrite;
    }
    return std::nullopt;
}

// Once the engines said who they are: a --resume file of another match is refused, and the
// games file is started (its header and the games played before).
std::optional<std::string> start_output(GamesOutput& output, match::MatchHeader header) {
    output.header = std::move(header);
    if (output.resumed) {
        const match::MatchHeader& before = output.resumed->header;
        auto difference = match::header_difference(before, *output.header);
        if (!difference && !(before.shard == output.header->shard)) difference = "shard";
        if (difference)
            return "--resume " + output.path + ": a games file of another match: its " +
                   *difference + " differ from this run's (give the options it was played with)";
    }
    if (output.path.empty()) return std::nullopt;
    const std::vector<match::GameRecord> before =
        output.resumed ? output.resumed->games : std::vector<match::GameRecord>{};
    if (auto problem = output.live.open(output.path, *output.header, before))
        return "cannot write --games-file " + *problem;
    return std::nullopt;
}

// Why the match ended before its last game, on standard error; the exit status it gives.
ExitStatus say_how_it_stopped(const match::MatchRun& run, const match::MatchOptions& options,
                              const std::string& path) {
    const std::string resume =
        path.empty() ? std::string("(no --games-file was given, so there is nothing to resume)")
                     : "run again with the same options and --resume " + path +
                           " to play the games still missing";
    if (run.engine_failure) {
        const match::EngineFailure& failure = *run.engine_failure;
        const match::SideOptions& side = failure.side == match::Side::A ? options.a : options.b;
        std::cerr << "reversi-match: the match stopped: engine " << match::side_letter(failure.side)
                  << " (" << failure.engine << ": " << client::command_text(side.command)
                  << ") gave no move in game " << failure.game << " within --attempts "
                  << options.attempts << ": " << failure.detail
                  << "\nThat game is not counted. Mend the engine and " << resume
                  << "; or give --recover to score such games as forfeits and play on.\n";
        return ExitStatus::EngineFailed;
    }
    std::cerr << "reversi-match: stopped by a signal after " << run.games.size()
              << " games; the games in flight were dropped. To finish the match, " << resume
              << ".\n";
    return ExitStatus::Interrupted;
}

ExitStatus report(const match::MatchRun& run, const match::MatchOptions& options,
                  GamesOutput& output) {
    const match::MatchHeader& header = *output.header;
    match::print_table(std::cout, header, run.games);
    match::print_run(std::cout, run);
    std::cout.flush();
    const std::size_t counted = match::counted_games(header, run.games).games.size();
    if (counted < run.games.size())
        std::cerr << "reversi-match: games finished after the SPRT decided: "
                  << run.games.size() - counted << " (in the games file, not in the table)\n";
    // The whole file again, in game order whatever the concurrency, with its end line: its
    // games read back from it, since the run kept no move notes (hooks.keep_move_notes).
    std::optional<std::vector<match::GameRecord>> noted;
    if (output.live.is_open()) {
        std::string error;
        noted = output.live.read_back(output.path, error);
        if (noted && noted->size() != run.games.size()) noted.reset();
        if (!noted)
            std::cerr << "reversi-match: " << output.path << " could not be read back ("
                      << (error.empty() ? "a game is missing" : error)
                      << "); it is written again without the moves' times, scores and depths\n";
    }
    const std::vector<match::GameRecord>& games = noted ? *noted : run.games;
    if (!output.path.empty() && !match::write_games_file(output.path, header, games)) {
        std::cerr << "reversi-match: cannot write " << output.path << "\n";
        return ExitStatus::CannotWrite;
    }
    if (!options.ggf_file.empty()) {
        if (const auto problem =
                files::write_whole_file(options.ggf_file, match::ggf_records(header, games))) {
            std::cerr << "reversi-match: cannot write --ggf-file " << *problem << "\n";
            return ExitStatus::CannotWrite;
        }
    }
    if (run.engine_failure || run.interrupted) return say_how_it_stopped(run, options, output.path);
    return match::tally(run.games).desynchronised > 0 ? ExitStatus::Desynchronised
                                                      : ExitStatus::Done;
}

ExitStatus play(int argc, char** argv) {
    const match::ParsedOptions parsed = match::parse_match_options(argc, argv, default_engine());
    if (parsed.help) {
        std::cout << match::match_usage();
        return ExitStatus::Done;
    }
    if (!parsed.options) {
        std::cerr << "reversi-match: " << parsed.error << "\n(see reversi-match --help)\n";
        return ExitStatus::Usage;
    }
    const match::MatchOptions& options = *parsed.options;
    std::string error;
    const auto openings = match::choose_openings(options, error);
    if (!openings) {
        std::cerr << "reversi-match: " << error << "\n";
        return ExitStatus::Usage;
    }
    GamesOutput output;
    const int opening_count = static_cast<int>(openings->openings.size());
    if (const auto status = prepare_output(options, opening_count, output)) return *status;
    match::MatchHooks hooks;
    if (output.resumed) hooks.played_before = output.resumed->games;
    hooks.check_sides = [&](const client::EngineIdentity& a, const client::EngineIdentity& b) {
        return start_output(output, match::match_header(options, *openings, a, b));
    };
    hooks.game_finished = [&output](const match::GameRecord& game) {
        if (output.live.is_open() && !output.live.append(game))
            std::cerr << "reversi-match: cannot append to " << output.path << "\n";
    };
    hooks.keep_move_notes = output.path.empty();  // otherwise the games file keeps them
    hooks.stop_requested = &stop_requested;
    catch_stop_signals();
    const match::MatchRun run = match::run_match(
        options, openings->openings, [](std::string_view line) { std::cerr << line << '\n'; },
        hooks);
    if (run.start_failure) {
        std::cerr << "reversi-match: " << run.start_failure->detail << "\nNo game was played.\n";
        return ExitStatus::HandshakeFailed;
    }
    if (run.refused) {
        std::cerr << "reversi-match: " << *run.refused << "\nNo game was played"
                  << (output.resumed ? "; the file is left as it is.\n" : ".\n");
        return output.resumed ? ExitStatus::BadGamesFile : ExitStatus::CannotWrite;
    }
    return report(run, options, output);
}

}  // namespace

int main(int argc, char** argv) {
    const std::string_view command = argc > 1 ? argv[1] : "";
    if (command == "merge") {
        const std::vector<std::string> paths(argv + 2, argv + argc);
        if (paths.size() == 1 && (paths[0] == "--help" || paths[0] == "-h")) {
            std::cout << match::match_usage();
            return 0;
        }
        return match::exit_code(match::merge_games_files(paths, std::cout, std::cerr));
    }
    if (command == "convert")
        return match::exit_code(match::convert_command(argc - 1, argv + 1, std::cout, std::cerr));
    if (command == "make-openings")
        return match::exit_code(match::make_openings_command(argc - 1, argv + 1, default_engine(),
                                                             std::cout, std::cerr));
    return match::exit_code(play(argc, argv));
}
