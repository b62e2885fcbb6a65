// reversi-match: plays one engine against another through the protocol and prints the result.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "match/match_options.hpp"
#include "match/match_report.hpp"
#include "match/match_runner.hpp"
#include "match/openings.hpp"

namespace {

namespace fs = std::filesystem;
using namespace reversi;

constexpr int kExitUsage = 2;
constexpr int kExitDesynchronised = 3;
constexpr int kExitCannotWrite = 4;

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

std::string describe(const match::SideOptions& side) {
    std::string text = side.command.program;
    for (const std::string& argument : side.command.arguments)
        text += " " + argument;
    text += ", level " + std::string(level_name(side.level));
    if (side.limits.nodes) text += ", nodes " + std::to_string(*side.limits.nodes);
    if (side.limits.depth) text += ", depth " + std::to_string(*side.limits.depth);
    return text;
}

// Written beside the target and renamed over it, so the file is never left half-written.
bool write_games_file(const std::string& path, const match::MatchDescription& description,
                      const std::vector<match::GameRecord>& games) {
    const std::string temporary = path + ".partial";
    {
        std::ofstream out(temporary, std::ios::trunc);
        match::write_games(out, description, games);
        out.flush();
        if (!out) {
            std::remove(temporary.c_str());
            return false;
        }
    }
    return std::rename(temporary.c_str(), path.c_str()) == 0;
}

}  // namespace

int main(int argc, char** argv) {
    const match::ParsedOptions parsed = match::parse_match_options(argc, argv, default_engine());
    if (parsed.help) {
        std::cout << match::kMatchUsage;
        return 0;
    }
    if (!parsed.options) {
        std::cerr << "reversi-match: " << parsed.error << "\n(see reversi-match --help)\n";
        return kExitUsage;
    }
    const match::MatchOptions& options = *parsed.options;
    std::string error;
    const auto openings =
        match::make_openings(options.openings, options.opening_plies, options.seed, error);
    if (!openings) {
        std::cerr << "reversi-match: " << error << "\n";
        return kExitUsage;
    }
    const match::MatchDescription description{describe(options.a), describe(options.b),
                                              options.openings, options.opening_plies,
                                              options.seed};
    const match::MatchRun run = match::run_match(
        options, *openings, [](std::string_view line) { std::cerr << line << '\n'; });
    match::print_table(std::cout, description, run);
    if (!options.games_file.empty() &&
        !write_games_file(options.games_file, description, run.games)) {
        std::cerr << "reversi-match: cannot write " << options.games_file << "\n";
        return kExitCannotWrite;
    }
    return match::tally(run.games).desynchronised > 0 ? kExitDesynchronised : 0;
}
