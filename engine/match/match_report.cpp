// Counting results and putting them in words.
#include "match/match_report.hpp"

#include <cmath>
#include <cstdio>
#include <ostream>

#include "core/notation.hpp"

namespace reversi::match {

namespace {

constexpr double kZ95 = 1.959963984540054;

double elo_of_score(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

std::string format(const char* pattern, auto... values) {
    char text[256];
    std::snprintf(text, sizeof text, pattern, values...);
    return text;
}

std::string kb_text(const std::optional<long>& kb) {
    return kb ? std::to_string(*kb) + " kB" : std::string("n/a");
}

}  // namespace

Tally tally(const std::vector<GameRecord>& games) {
    Tally t;
    for (const GameRecord& game : games) {
        ++t.games;
        if (!game.winner)
            ++t.draws;
        else if (*game.winner == Side::A)
            ++t.wins;
        else
            ++t.losses;
        if (game.forfeit) ++(game.forfeit->side == Side::A ? t.forfeits_a : t.forfeits_b);
        if (game.desynchronised) ++t.desynchronised;
    }
    return t;
}

double score_of(const Tally& t) {
    if (t.games == 0) return 0.5;
    return (t.wins + 0.5 * t.draws) / t.games;
}

double score_error_95(const Tally& t) {
    if (t.games == 0) return 0.0;
    const double n = t.games;
    const double s = score_of(t);
    // The spread of the per-game points (1, 1/2, 0) around the mean score.
    const double variance =
        (t.wins * (1.0 - s) * (1.0 - s) + t.draws * (0.5 - s) * (0.5 - s) + t.losses * s * s) / n;
    return kZ95 * std::sqrt(variance / n);
}

EloEstimate estimate_elo(const Tally& t) {
    const double s = score_of(t);
    if (t.games == 0 || s <= 0.0 || s >= 1.0) return {};
    const double margin = score_error_95(t);
    EloEstimate estimate;
    estimate.difference = elo_of_score(s);
    const double low = std::max(s - margin, 1e-9);
    const double high = std::min(s + margin, 1.0 - 1e-9);
    estimate.error_95 = (elo_of_score(high) - elo_of_score(low)) / 2.0;
    return estimate;
}

void print_table(std::ostream& out, const MatchDescription& match, const MatchRun& run) {
    const Tally t = tally(run.games);
    out << "reversi-match: " << t.games << " games, " << match.openings << " openings of "
        << match.plies << " plies, seed " << match.seed << "\n";
    out << "A: " << match.a << "\n";
    out << "B: " << match.b << "\n\n";
    out << "engine  games   wins  draws  losses   score  forfeits\n";
    const double score = score_of(t);
    out << format("A      %6d %6d %6d %7d %6.1f%% %9d\n", t.games, t.wins, t.draws, t.losses,
                  100.0 * score, t.forfeits_a);
    out << format("B      %6d %6d %6d %7d %6.1f%% %9d\n", t.games, t.losses, t.draws, t.wins,
                  100.0 * (1.0 - score), t.forfeits_b);
    out << format("\nscore of A: %.1f%% +/- %.1f%% (95%%)\n", 100.0 * score,
                  100.0 * score_error_95(t));
    const EloEstimate elo = estimate_elo(t);
    if (elo.difference)
        out << format("Elo difference A - B: %+.0f +/- %.0f (95%%)\n",
                      std::round(*elo.difference) + 0.0,  // + 0.0 turns -0 into 0
                      *elo.error_95);
    else
        out << "Elo difference A - B: unbounded (one side scored every point)\n";
    if (t.desynchronised > 0) out << "DESYNCHRONISED games: " << t.desynchronised << "\n";
    out << format("time: %.1f s, %.1f games/s\n", run.seconds,
                  run.seconds > 0 ? t.games / run.seconds : 0.0);
    out << "memory tool VmRSS start " << kb_text(run.tool_start_kb) << ", after first game "
        << kb_text(run.tool_after_first_game_kb) << ", end " << kb_text(run.tool_end_kb) << "\n";
    for (const EngineMemory& engine : run.engines) {
        out << "memory engine " << engine.name << " pid "
            << (engine.pid ? std::to_string(*engine.pid) : "n/a") << " VmRSS after first game "
            << kb_text(engine.first_kb) << ", end " << kb_text(engine.last_kb)
            << (engine.restarted ? " (restarted since)" : "") << "\n";
    }
}

void write_games(std::ostream& out, const MatchDescription& match,
                 const std::vector<GameRecord>& games) {
    out << "# reversi-match games: one line per game.\n"
        << "# game N opening K black A|B white A|B discs BLACK-WHITE winner A|B|draw\n"
        << "#   [forfeit A|B FAULT] moves M... (from the start, opening included)\n"
        << "# A: " << match.a << "\n# B: " << match.b << "\n# openings " << match.openings
        << " plies " << match.plies << " seed " << match.seed << "\n";
    for (const GameRecord& game : games) {
        out << "game " << game.setup.number << " opening " << game.setup.opening << " black "
            << side_letter(game.setup.black) << " white " << side_letter(white_side(game.setup))
            << " discs " << game.black_discs << "-" << game.white_discs << " winner "
            << (game.winner ? std::string(1, side_letter(*game.winner)) : "draw");
        if (game.forfeit) {
            out << " forfeit " << side_letter(game.forfeit->side) << " "
                << (game.forfeit->fault ? client::fault_name(*game.forfeit->fault)
                                        : std::string_view("no-reply"));
        }
        out << " moves";
        for (Move m : game.moves)
            out << " " << move_name(m);
        out << "\n";
    }
}

}  // namespace reversi::match
