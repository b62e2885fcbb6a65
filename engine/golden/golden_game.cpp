// SPDX-License-Identifier: GPL-3.0-or-later
// Playing, writing and reading golden games.
#include "golden/golden_game.hpp"

#include <limits>
#include <sstream>

#include "core/notation.hpp"
#include "search/search.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi::golden {

namespace {

constexpr std::string_view kFormatLine = "reversi-golden-game 1";
// Every ply adds a disc or passes, and a pass is always followed by a disc.
constexpr std::uint64_t kMaxPlies = std::uint64_t{2} * kSquareCount;

// The file's lines, without comments and blank lines, each with its line number.
struct Line {
    int number;
    std::vector<std::string_view> words;
};
std::vector<Line> meaningful_lines(std::string_view text) {
    std::vector<Line> lines;
    int number = 0;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        ++number;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        auto w = split_tokens(line);
        if (w.empty() || w.front().front() == '#') continue;
        lines.push_back({number, std::move(w)});
    }
    return lines;
}

// Why the header line is not "key value..." with that many values; none when it is.
std::optional<std::string> key_problem(const Line& line, std::string_view key, std::size_t values) {
    if (line.words.front() == key && line.words.size() == values + 1) return std::nullopt;
    return "line " + std::to_string(line.number) + ": expected `" + std::string(key) + "` with " +
           std::to_string(values) + " value(s)";
}

}  // namespace

GoldenGame play_golden_game(const GoldenGameSetup& setup) {
    GoldenGame game;
    game.level = setup.level;
    game.seed = setup.seed;
    game.human = setup.human;
    game.script =
        std::string(level_name(setup.script_level)) + " " + std::to_string(setup.script_seed);
    Position p = Position::start();
    while (!p.is_game_over()) {
        const bool cpu = p.side_to_move() != setup.human;
        const SearchRequest request =
            cpu ? SearchRequest{setup.level, setup.seed, {}}
                : SearchRequest{setup.script_level, setup.script_seed, {}};
        const Move m = choose_move(p, request);
        game.moves.push_back({p.side_to_move(), cpu, m});
        p = p.after(m);
    }
    game.black = p.disc_count(Color::Black);
    game.white = p.disc_count(Color::White);
    return game;
}

std::string format_golden_game(const GoldenGame& game) {
    std::ostringstream out;
    out << kFormatLine << "\n";
    out << "# A complete match, replayed move for move by tests/golden (see "
           "golden-games/README.md).\n";
    out << "level " << level_name(game.level) << "\n";
    out << "seed " << game.seed << "\n";
    out << "human " << color_name(game.human) << "\n";
    out << "script " << game.script << "\n";
    int ply = 0;
    for (const GoldenMove& m : game.moves) {
        out << ++ply << " " << color_name(m.color) << " " << (m.by_cpu ? "cpu" : "human") << " "
            << move_name(m.move) << "\n";
    }
    out << "final black " << game.black << " white " << game.white << "\n";
    return out.str();
}

ValueOrError<GoldenGame> parse_golden_game(std::string_view text) {
    const std::vector<Line> lines = meaningful_lines(text);
    if (lines.size() < 6) {
        return {std::nullopt,
                "too short: a format line, level, seed, human, script and final are needed"};
    }
    GoldenGame game;
    if (lines[0].words != std::vector<std::string_view>{"reversi-golden-game", "1"}) {
        return {std::nullopt, "line " + std::to_string(lines[0].number) + ": expected `" +
                                  std::string(kFormatLine) + "`"};
    }
    if (auto problem = key_problem(lines[1], "level", 1))
        return {std::nullopt, std::move(*problem)};
    const auto level = parse_level(lines[1].words[1]);
    if (auto problem = key_problem(lines[2], "seed", 1)) return {std::nullopt, std::move(*problem)};
    const auto seed =
        parse_unsigned(lines[2].words[1], 0, std::numeric_limits<std::uint64_t>::max());
    if (auto problem = key_problem(lines[3], "human", 1))
        return {std::nullopt, std::move(*problem)};
    const auto human = parse_color_name(lines[3].words[1]);
    if (!level || !seed || !human) {
        return {std::nullopt, "bad level, seed or human colour"};
    }
    game.level = *level;
    game.seed = *seed;
    game.human = *human;
    if (auto problem = key_problem(lines[4], "script", 2))
        return {std::nullopt, std::move(*problem)};
    game.script = std::string(lines[4].words[1]) + " " + std::string(lines[4].words[2]);

    Position p = Position::start();
    std::size_t i = 5;
    for (; i < lines.size() && lines[i].words.front() != "final"; ++i) {
        const Line& line = lines[i];
        const std::string where = "line " + std::to_string(line.number) + ": ";
        if (line.words.size() != 4) {
            return {std::nullopt, where + "expected `<ply> <black|white> <cpu|human> <move>`"};
        }
        const auto ply = parse_unsigned(line.words[0], 1, kMaxPlies);
        const auto color = parse_color_name(line.words[1]);
        const auto move = parse_move(line.words[3]);
        if (ply != game.moves.size() + 1) {
            return {std::nullopt, where + "plies must be numbered 1, 2, 3, ..."};
        }
        if (color != p.side_to_move()) {
            return {std::nullopt,
                    where + "it is " + std::string(color_name(p.side_to_move())) + "'s turn"};
        }
        const bool by_cpu = *color != game.human;
        if (line.words[2] != (by_cpu ? "cpu" : "human")) {
            return {std::nullopt,
                    where + "this colour is played by the " + (by_cpu ? "cpu" : "human")};
        }
        if (!move || !p.is_legal(*move)) {
            return {std::nullopt, where + "illegal move " + std::string(line.words[3])};
        }
        game.moves.push_back({*color, by_cpu, *move});
        p = p.after(*move);
    }
    if (i + 1 != lines.size() || lines[i].words.size() != 5 || lines[i].words[1] != "black" ||
        lines[i].words[3] != "white") {
        return {std::nullopt, "the last line must be `final black <count> white <count>`"};
    }
    if (!p.is_game_over()) {
        return {std::nullopt, "the game is not over after the last move"};
    }
    const auto count = [](std::string_view number) {
        return static_cast<int>(parse_unsigned(number, 0, kSquareCount).value_or(kSquareCount + 1));
    };
    game.black = count(lines[i].words[2]);
    game.white = count(lines[i].words[4]);
    if (game.black != p.disc_count(Color::Black) || game.white != p.disc_count(Color::White)) {
        return {std::nullopt, "the final counts are not those of the final position"};
    }
    return {std::move(game), {}};
}

}  // namespace reversi::golden
