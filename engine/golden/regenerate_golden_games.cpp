// SPDX-License-Identifier: GPL-3.0-or-later
// regenerate-golden-games <dir> [level...]: plays the fixed list of golden matches with the
// current opponents and writes one file per match into <dir> (see golden-games/README.md);
// with levels, only the matches against those CPU opponents.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "files/whole_file.hpp"
#include "golden/golden_game.hpp"

namespace {

using reversi::Color;
using reversi::Level;
using reversi::golden::GoldenGameSetup;

struct Entry {
    std::string name;
    GoldenGameSetup setup;
    bool needs_pass;  // try script seeds upwards from setup.script_seed until a pass happens
};

// Every level, both colours, human sides played by all three levels with their own seeds.
const std::vector<Entry> kEntries{
    {"easy-human-black-1", {Level::Easy, 11, Color::Black, Level::Normal, 101}, false},
    {"easy-human-white-1", {Level::Easy, 12, Color::White, Level::Hard, 102}, false},
    {"easy-human-black-2", {Level::Easy, 13, Color::Black, Level::Easy, 103}, false},
    {"easy-human-white-2", {Level::Easy, 14, Color::White, Level::Normal, 104}, false},
    {"normal-human-black-1", {Level::Normal, 21, Color::Black, Level::Easy, 201}, false},
    {"normal-human-white-1", {Level::Normal, 22, Color::White, Level::Hard, 202}, false},
    {"normal-human-black-2", {Level::Normal, 23, Color::Black, Level::Normal, 203}, false},
    {"normal-human-white-2", {Level::Normal, 24, Color::White, Level::Easy, 204}, false},
    {"hard-human-black-1", {Level::Hard, 31, Color::Black, Level::Easy, 301}, false},
    {"hard-human-white-1", {Level::Hard, 32, Color::White, Level::Normal, 302}, false},
    {"hard-human-black-2", {Level::Hard, 33, Color::Black, Level::Normal, 303}, false},
    {"hard-human-white-2", {Level::Hard, 34, Color::White, Level::Easy, 304}, false},
    {"hard-human-black-pass", {Level::Hard, 35, Color::Black, Level::Easy, 305}, true},
    {"normal-human-white-pass", {Level::Normal, 36, Color::White, Level::Easy, 306}, true},
};

bool has_pass(const reversi::golden::GoldenGame& game) {
    for (const auto& m : game.moves) {
        if (m.move.is_pass()) return true;
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: regenerate-golden-games <output-directory> [easy|normal|hard...]\n";
        return 2;
    }
    const std::filesystem::path dir = argv[1];
    if (!std::filesystem::is_directory(dir)) {
        std::cerr << "regenerate-golden-games: not a directory: " << dir << "\n";
        return 2;
    }
    // A change to one opponent rewrites that opponent's matches only: the others must replay
    // as they are (their scripted human may be the changed opponent, which is fine: the
    // replay plays the human's moves as written).
    std::vector<Level> levels;
    for (int i = 2; i < argc; ++i) {
        const auto level = reversi::parse_level(argv[i]);
        if (!level) {
            std::cerr << "regenerate-golden-games: not a level: " << argv[i] << "\n";
            return 2;
        }
        levels.push_back(*level);
    }
    for (const Entry& entry : kEntries) {
        if (!levels.empty() &&
            std::find(levels.begin(), levels.end(), entry.setup.level) == levels.end())
            continue;
        GoldenGameSetup setup = entry.setup;
        auto game = reversi::golden::play_golden_game(setup);
        for (int tries = 0; entry.needs_pass && !has_pass(game); ++tries) {
            if (tries == 1000) {
                std::cerr << entry.name << ": no match with a pass in 1000 script seeds\n";
                return 1;
            }
            ++setup.script_seed;
            game = reversi::golden::play_golden_game(setup);
        }
        const std::filesystem::path path = dir / (entry.name + ".txt");
        // Written beside and renamed over, so a file is never left half written.
        if (const auto error =
                reversi::files::write_whole_file(path, reversi::golden::format_golden_game(game))) {
            std::cerr << "regenerate-golden-games: " << *error << "\n";
            return 1;
        }
        std::cout << path.filename().string() << ": " << game.moves.size() << " plies, black "
                  << game.black << " white " << game.white << "\n";
    }
    return 0;
}
