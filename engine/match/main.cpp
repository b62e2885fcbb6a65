// SPDX-License-Identifier: GPL-3.0-or-later
// reversi-match: plays one engine against another (or a tournament of more) and prints the
// result; `merge` joins the games files of a match spread over several runs; `make-openings`
// makes a balanced set.
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <iostream>

#include "match/convert.hpp"
#include "match/exit_status.hpp"
#include "match/make_openings.hpp"
#include "match/match_header.hpp"
#include "match/match_options.hpp"
#include "match/merge.hpp"
#include "match/play_match.hpp"
#include "match/resume_arguments.hpp"
#include "match/tournament.hpp"

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

// Set by SIGINT, SIGTERM and SIGHUP (a closed terminal); the match polls it and stops cleanly.
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
    ::sigaction(SIGHUP, &action, nullptr);
}

ExitStatus play(int argc, char** argv) {
    // --resume FILE alone: the options FILE records.
    const auto arguments = match::resume_arguments({argv + 1, argv + argc});
    if (!arguments.value) {
        std::cerr << "reversi-match: " << arguments.error
                  << "\nNo game was played; the file is left as it is.\n";
        return ExitStatus::BadGamesFile;
    }
    std::vector<const char*> words{argv[0]};
    for (const std::string& word : *arguments.value)
        words.push_back(word.c_str());
    const match::ParsedOptions parsed =
        match::parse_match_options(static_cast<int>(words.size()), words.data(), default_engine());
    if (parsed.help) {
        std::cout << match::match_usage();
        return ExitStatus::Done;
    }
    if (!parsed.options) {
        std::cerr << "reversi-match: " << parsed.error << "\n(see reversi-match --help)\n";
        return ExitStatus::Usage;
    }
    const match::MatchOptions& options = *parsed.options;
    const auto openings = match::choose_openings(options);
    if (!openings.value) {
        std::cerr << "reversi-match: " << openings.error << "\n";
        return ExitStatus::Usage;
    }
    catch_stop_signals();
    if (options.engines.size() > 2)
        return match::play_tournament(options, *openings.value, &stop_requested,
                                      {std::cout, std::cerr});
    return match::play_match(options, *openings.value, &stop_requested, {std::cout, std::cerr})
        .status;
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
