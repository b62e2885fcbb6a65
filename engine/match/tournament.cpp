// SPDX-License-Identifier: GPL-3.0-or-later
// A tournament is a sequence of two-sided matches, each played and written as one match is
// (its games file, its clock, its stop on a signal or a failed engine); only the table is its own.
#include "match/tournament.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <numeric>
#include <ostream>

#include "files/whole_file.hpp"
#include "match/match_report.hpp"
#include "match/rating_list.hpp"
#include "match/results.hpp"
#include "match/time_control.hpp"
#include "match/tournament_file.hpp"

namespace reversi::match {

namespace {

// Whether the engines play on clocks (every one does, or none: --engine's tc= or --tc).
bool clocked(const TournamentHeader& header) {
    return !header.clocks.empty() && header.clocks.front().has_value();
}

std::string_view kind_name(TournamentKind kind) {
    return kind == TournamentKind::RoundRobin ? "round-robin" : "gauntlet";
}

// One engine's games over the whole tournament, from its own side.
struct Standing {
    int engine = 0;
    int games = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int forfeits = 0;
    int time_losses = 0;
    double points() const { return wins + 0.5 * draws; }
};

std::vector<Standing> standings(int engines, const std::vector<PairGames>& played) {
    std::vector<Standing> table(static_cast<std::size_t>(engines));
    for (int i = 0; i < engines; ++i)
        table[static_cast<std::size_t>(i)].engine = i;
    for (const PairGames& pair : played) {
        const Tally t = tally(pair.games);
        Standing& a = table[static_cast<std::size_t>(pair.pair.first)];
        Standing& b = table[static_cast<std::size_t>(pair.pair.second)];
        for (Standing* s : {&a, &b}) {
            s->games += t.games;
            s->draws += t.draws;
        }
        a.wins += t.wins;
        a.losses += t.losses;
        b.wins += t.losses;
        b.losses += t.wins;
        a.forfeits += t.forfeits_a;
        b.forfeits += t.forfeits_b;
        a.time_losses += t.time_losses_a;
        b.time_losses += t.time_losses_b;
    }
    // Best first; engines with equal points keep the order they were given in.
    std::stable_sort(table.begin(), table.end(),
                     [](const Standing& x, const Standing& y) { return x.points() > y.points(); });
    return table;
}

void print_standings(std::ostream& out, const TournamentHeader& header,
                     const std::vector<PairGames>& played) {
    std::size_t width = 6;
    for (const std::string& name : header.names)
        width = std::max(width, name.size());
    const bool clocks = clocked(header);
    out << std::string("engine") + std::string(width - 6, ' ')
        << "  games   wins  draws  losses  points   score  forfeits"
        << (clocks ? "  time losses" : "") << "\n";
    for (const Standing& s : standings(static_cast<int>(header.names.size()), played)) {
        const std::string& name = header.names[static_cast<std::size_t>(s.engine)];
        const double score = s.games > 0 ? s.points() / s.games : 0.5;
        out << name << std::string(width - name.size(), ' ')
            << format(" %6d %6d %6d %7d %7.1f %6.1f%% %9d", s.games, s.wins, s.draws, s.losses,
                      s.points(), 100.0 * score, s.forfeits)
            << (clocks ? format(" %12d", s.time_losses) : "") << "\n";
    }
}

// The rating list of the whole tournament, best first, beside the pairs' own Elo lines.
void print_ratings(std::ostream& out, const TournamentHeader& header,
                   const std::vector<PairGames>& played) {
    std::vector<PairScore> scores;
    for (const PairGames& pair : played) {
        const Tally t = tally(pair.games);
        scores.push_back({pair.pair.first, pair.pair.second, t.games, t.wins + 0.5 * t.draws});
    }
    const int engines = static_cast<int>(header.names.size());
    const std::vector<Rating> ratings = fit_ratings(engines, scores);
    std::vector<int> order(static_cast<std::size_t>(engines));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&ratings](int x, int y) {
        return ratings[static_cast<std::size_t>(x)].elo > ratings[static_cast<std::size_t>(y)].elo;
    });
    std::size_t width = 6;
    for (const std::string& name : header.names)
        width = std::max(width, name.size());
    out << "\nrating list (logistic Elo against the field's mean, a maximum-likelihood fit of all "
           "games with one virtual draw per pair; 95% interval):\n";
    for (int engine : order) {
        const std::string& name = header.names[static_cast<std::size_t>(engine)];
        const Rating& rating = ratings[static_cast<std::size_t>(engine)];
        out << name << std::string(width - name.size(), ' ')
            << format(" %+6.0f  +/- %.0f", rating.elo, rating.interval) << "\n";
    }
}

void print_pair(std::ostream& out, const TournamentHeader& header, const PairGames& pair) {
    const std::string& first = header.names[static_cast<std::size_t>(pair.pair.first)];
    const std::string& second = header.names[static_cast<std::size_t>(pair.pair.second)];
    const Tally t = tally(pair.games);
    const double score = t.games > 0 ? (t.wins + 0.5 * t.draws) / t.games : 0.5;
    out << first << " - " << second << ": "
        << format("%d games, %d wins, %d draws, %d losses, score %.1f%%", t.games, t.wins, t.draws,
                  t.losses, 100.0 * score)
        << "; Elo difference " << first << " - " << second << ": "
        << elo_difference_text(pair_counts(pair.games)) << "\n";
}

}  // namespace

std::vector<EnginePair> tournament_pairs(int engines, TournamentKind kind) {
    std::vector<EnginePair> pairs;
    const int firsts = kind == TournamentKind::Gauntlet ? std::min(engines, 1) : engines;
    for (int first = 0; first < firsts; ++first)
        for (int second = first + 1; second < engines; ++second)
            pairs.push_back({first, second});
    return pairs;
}

std::string pair_games_path(const std::string& path, std::string_view first,
                            std::string_view second) {
    const std::size_t slash = path.find_last_of('/');
    const std::size_t dot = path.find_last_of('.');
    const bool has_extension =
        dot != std::string::npos && dot > (slash == std::string::npos ? 0 : slash + 1);
    const std::size_t cut = has_extension ? dot : path.size();
    return path.substr(0, cut) + "-" + std::string(first) + "-" + std::string(second) +
           path.substr(cut);
}

void print_tournament(std::ostream& out, const TournamentHeader& header,
                      const std::vector<PairGames>& played) {
    const int games = std::accumulate(
        played.begin(), played.end(), 0,
        [](int sum, const PairGames& pair) { return sum + static_cast<int>(pair.games.size()); });
    out << "reversi-match " << kind_name(header.kind) << ": " << header.names.size() << " engines, "
        << played.size() << " of " << header.pairs_planned << " pairs played, " << games
        << " games; openings: " << header.opening_count << ", " << header.openings;
    if (clocked(header)) {
        out << "\ntime control: ";
        for (std::size_t i = 0; i < header.names.size(); ++i)
            out << (i > 0 ? ", " : "") << header.names[i] << " "
                << time_control_text(*header.clocks[i]);
        out << " (seconds per side per game + seconds added after each move)";
    }
    out << "\n";
    for (std::size_t i = 0; i < header.names.size(); ++i)
        out << header.names[i] << ": "
            << (header.labels[i].empty() ? std::string("(not started)") : header.labels[i]) << "\n";
    out << "\n";
    print_standings(out, header, played);
    print_ratings(out, header, played);
    out << "\npairs (wins, draws and losses of the first engine; Elo with its 95% interval):\n";
    for (const PairGames& pair : played)
        print_pair(out, header, pair);
}

namespace {

// The tournament's recorded options as those of one pair's match: its two --engine and the
// options of the match, so `--resume PAIR-FILE` alone continues that pair as a match of two.
std::vector<std::string> pair_arguments(const std::vector<std::string>& arguments,
                                        const EnginePair& pair) {
    std::vector<std::string> words;
    int engine = 0;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        if ((arguments[i] == "--engine" || arguments[i] == "--tournament") &&
            i + 1 < arguments.size()) {
            const bool kept =
                arguments[i] == "--engine" && (engine == pair.first || engine == pair.second);
            if (arguments[i] == "--engine") ++engine;
            if (kept) words.insert(words.end(), {arguments[i], arguments[i + 1]});
            ++i;
            continue;
        }
        words.push_back(arguments[i]);
    }
    return words;
}

// The options of one pair's match: the tournament's, with its two engines as A and B on their
// own clocks (tc=) or --tc's, its own games and GGF files, and under --resume its games file
// continued when a run before started it.
MatchOptions pair_options(const MatchOptions& options, const EnginePair& pair) {
    MatchOptions match = options;
    const NamedEngine& first = options.engines[static_cast<std::size_t>(pair.first)];
    const NamedEngine& second = options.engines[static_cast<std::size_t>(pair.second)];
    match.engines.clear();
    match.a = first.side;
    match.b = second.side;
    match.a.name = first.name;
    match.b.name = second.name;
    const std::optional<TimeControl> a_clock = first.tc ? first.tc : options.tc;
    const std::optional<TimeControl> b_clock = second.tc ? second.tc : options.tc;
    match.tc = a_clock;
    match.tc_b = b_clock && a_clock && *b_clock != *a_clock ? b_clock : std::nullopt;
    match.arguments = pair_arguments(options.arguments, pair);
    const std::string& base = options.resume.empty() ? options.games_file : options.resume;
    if (!base.empty()) {
        const std::string path = pair_games_path(base, first.name, second.name);
        std::error_code ignored;
        const bool started = !options.resume.empty() && std::filesystem::exists(path, ignored);
        match.resume = started ? path : std::string();
        match.games_file = started ? std::string() : path;
    }
    if (!options.ggf_file.empty())
        match.ggf_file = pair_games_path(options.ggf_file, first.name, second.name);
    return match;
}

TournamentHeader tournament_header(const MatchOptions& options, const OpeningSet& openings,
                                   int pairs_planned) {
    TournamentHeader header;
    header.kind = options.tournament;
    for (const NamedEngine& engine : options.engines)
        header.names.push_back(engine.name);
    header.labels.resize(header.names.size());
    header.opening_count = static_cast<int>(openings.openings.size());
    header.openings = openings.description;
    header.tc = options.tc;
    for (const NamedEngine& engine : options.engines)
        header.clocks.push_back(engine.tc ? engine.tc : options.tc);
    header.pairs_planned = pairs_planned;
    return header;
}

// Writes the tournament's own file (tournament_file.hpp), which `--resume PATH` alone reads,
// before the first game; the exit status when it must not or cannot be written. An existing
// file is replaced only under --overwrite, and under --resume only when it is no tournament's.
std::optional<ExitStatus> write_tournament_file(const MatchOptions& options, std::ostream& err) {
    const bool resumed = !options.resume.empty();
    const std::string& path = resumed ? options.resume : options.games_file;
    if (path.empty()) return std::nullopt;
    const std::string option = resumed ? "--resume" : "--games-file";
    if (resumed) {
        const files::FileContents old = files::read_whole_file(path, kMaxTournamentFileBytes);
        if (old.contents) {
            if (tournament_arguments(*old.contents)) return std::nullopt;
            err << "reversi-match: --resume " << path
                << ": not a tournament's file (reversi-match tournament version "
                << kTournamentFileVersion << ")\nNo game was played; the file is left as it is.\n";
            return ExitStatus::BadGamesFile;
        }
    }
    std::error_code ignored;
    if (!resumed && !options.overwrite && std::filesystem::exists(path, ignored)) {
        err << "reversi-match: --games-file " << path << " exists: give --resume " << path
            << " to continue the tournament it holds, or --overwrite to replace it\n"
               "No game was played.\n";
        return ExitStatus::CannotWrite;
    }
    if (const auto problem =
            files::write_whole_file(path, tournament_file_text(options.arguments))) {
        err << "reversi-match: cannot write " << option << " " << *problem << "\n";
        return ExitStatus::CannotWrite;
    }
    return std::nullopt;
}

}  // namespace

ExitStatus play_tournament(const MatchOptions& options, const OpeningSet& openings,
                           const std::atomic<bool>* stop, const MatchOutput& output) {
    const std::vector<EnginePair> pairs =
        tournament_pairs(static_cast<int>(options.engines.size()), options.tournament);
    TournamentHeader header = tournament_header(options, openings, static_cast<int>(pairs.size()));
    if (const auto refused = write_tournament_file(options, output.err)) return *refused;
    std::vector<PairGames> played;
    ExitStatus status = ExitStatus::Done;
    for (const EnginePair& pair : pairs) {
        output.err << "reversi-match: " << header.names[static_cast<std::size_t>(pair.first)]
                   << " (A) against " << header.names[static_cast<std::size_t>(pair.second)]
                   << " (B)\n";
        PlayedMatch match = play_match(pair_options(options, pair), openings, stop,
                                       {output.out, output.err, false, false});
        if (match.header) {
            header.labels[static_cast<std::size_t>(pair.first)] = match.header->a;
            header.labels[static_cast<std::size_t>(pair.second)] = match.header->b;
        }
        if (!match.run.games.empty()) played.push_back({pair, std::move(match.run.games)});
        status = match.status;
        if (status != ExitStatus::Done) break;
    }
    print_tournament(output.out, header, played);
    output.out.flush();
    return status;
}

}  // namespace reversi::match
