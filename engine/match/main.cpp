// reversi-match: plays one engine against another and prints the result; `merge` joins the
// games files of a match spread over several runs; `make-openings` makes a balanced set.
#include <unistd.h>

#include <filesystem>
#include <iostream>

#include "client/command_line.hpp"
#include "files/whole_file.hpp"
#include "match/exit_status.hpp"
#include "match/games_file.hpp"
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
    if (!options.games_file.empty()) {
        if (const auto problem = files::write_problem(options.games_file)) {
            std::cerr << "reversi-match: cannot write --games-file " << *problem << "\n";
            return ExitStatus::CannotWrite;
        }
    }
    const match::MatchRun run = match::run_match(
        options, openings->openings, [](std::string_view line) { std::cerr << line << '\n'; });
    if (run.start_failure) {
        std::cerr << "reversi-match: " << run.start_failure->detail << "\nNo game was played.\n";
        return ExitStatus::HandshakeFailed;
    }
    const match::MatchHeader header =
        match::match_header(options, *openings, run.identity_a, run.identity_b);
    match::print_table(std::cout, header, run.games);
    match::print_run(std::cout, run);
    const std::size_t counted = match::counted_games(header, run.games).games.size();
    if (counted < run.games.size())
        std::cerr << "reversi-match: games finished after the SPRT decided: "
                  << run.games.size() - counted << " (in the games file, not in the table)\n";
    if (!options.games_file.empty() &&
        !match::write_games_file(options.games_file, header, run.games)) {
        std::cerr << "reversi-match: cannot write " << options.games_file << "\n";
        return ExitStatus::CannotWrite;
    }
    return match::tally(run.games).desynchronised > 0 ? ExitStatus::Desynchronised
                                                      : ExitStatus::Done;
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
    if (command == "make-openings")
        return match::exit_code(match::make_openings_command(argc - 1, argv + 1, default_engine(),
                                                             std::cout, std::cerr));
    return match::exit_code(play(argc, argv));
}
