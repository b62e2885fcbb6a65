// SPDX-License-Identifier: GPL-3.0-or-later
// Putting results in words. The table depends only on the header and the games, never on how
// or where they were played; the run's own figures come after it.
#include "match/match_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

#include "match/time_control.hpp"

namespace reversi::match {

namespace {

std::string kb_text(const std::optional<long>& kb) {
    return kb ? std::to_string(*kb) + " kB" : std::string("n/a");
}

// Signed, whole, never "-0"; "+infinity" where one side would score every point.
std::string elo_text(double elo) {
    if (std::isinf(elo)) return elo > 0 ? "+infinity" : "-infinity";
    return format("%+.0f", std::round(elo) + 0.0);
}

std::string percent_text(double score) { return format("%.1f%%", 100.0 * score); }

std::string sprt_name(const SprtSettings& sprt) {
    return format("SPRT elo0 %g elo1 %g alpha %g beta %g", sprt.elo0, sprt.elo1, sprt.alpha,
                  sprt.beta);
}

// With clocks, losses on time get a column of their own, apart from forfeits.
void print_counts(std::ostream& out, const Tally& t, bool clocks) {
    const double score = t.games > 0 ? (t.wins + 0.5 * t.draws) / t.games : 0.5;
    out << "engine  games   wins  draws  losses   score  forfeits"
        << (clocks ? "  time losses" : "") << "\n";
    out << format("A      %6d %6d %6d %7d %6.1f%% %9d", t.games, t.wins, t.draws, t.losses,
                  100.0 * score, t.forfeits_a)
        << (clocks ? format(" %12d", t.time_losses_a) : "") << "\n";
    out << format("B      %6d %6d %6d %7d %6.1f%% %9d", t.games, t.losses, t.draws, t.wins,
                  100.0 * (1.0 - score), t.forfeits_b)
        << (clocks ? format(" %12d", t.time_losses_b) : "") << "\n";
}

// The Elo and SPRT lines say when forfeits (--recover) are among the games they read.
std::string forfeits_note(int forfeits) {
    if (forfeits == 0) return {};
    return " (includes " + std::to_string(forfeits) + (forfeits == 1 ? " forfeit" : " forfeits") +
           ")";
}

void print_estimates(std::ostream& out, const PairCounts& pairs, int forfeits) {
    const auto& n = pairs.by_points;
    out << format("pairs by A's points (0, 0.5, 1, 1.5, 2 of 2): %d, %d, %d, %d, %d\n", n[0], n[1],
                  n[2], n[3], n[4]);
    const auto interval = score_interval_95(pairs);
    if (!interval) {
        out << "Elo difference A - B: " << elo_difference_text(pairs) << "\n";
        return;
    }
    out << "score of A: " << percent_text(pairs.score()) << ", 95% interval "
        << percent_text(interval->low) << " to " << percent_text(interval->high) << "\n"
        << "Elo difference A - B: " << elo_difference_text(pairs) << forfeits_note(forfeits)
        << "\n";
}

void print_sprt(std::ostream& out, const MatchHeader& header, const CountedGames& counted,
                int forfeits) {
    if (!header.sprt) return;
    if (!counted.sprt) {
        out << sprt_name(*header.sprt)
            << ": decided by `reversi-match merge` over every shard's games file\n";
        return;
    }
    const SequentialTest& test = *counted.sprt;
    const SprtBounds bounds = sprt_bounds(*header.sprt);
    const int pairs = test.counts().pairs();
    std::string verdict;
    switch (test.verdict()) {
        case SprtVerdict::AcceptH1:
            verdict = format("H1 accepted (A - B = %g rather than %g)", header.sprt->elo1,
                             header.sprt->elo0);
            break;
        case SprtVerdict::AcceptH0:
            verdict = format("H0 accepted (A - B = %g rather than %g)", header.sprt->elo0,
                             header.sprt->elo1);
            break;
        case SprtVerdict::Continue:
            verdict = "no decision";
            break;
    }
    out << sprt_name(*header.sprt) << ": " << verdict << " after " << pairs << " pairs; LLR "
        << format("%.3f, bounds %.3f and %.3f", test.llr(), bounds.lower, bounds.upper);
    if (counted.first_missing)
        out << "; opening " << *counted.first_missing << " lacks a game, so reading stopped there";
    out << forfeits_note(forfeits) << "\n";
}

}  // namespace

std::string elo_difference_text(const PairCounts& pairs) {
    const auto interval = score_interval_95(pairs);
    if (!interval) return "no opening has both of its games yet";
    const double score = pairs.score();
    const bool unbounded = score <= 0 || score >= 1;
    return (unbounded ? std::string("unbounded (one side scored every point)")
                      : elo_text(elo_of_score(score))) +
           ", 95% interval " + elo_text(elo_of_score(interval->low)) + " to " +
           elo_text(elo_of_score(interval->high));
}

CountedGames counted_games(const MatchHeader& header, const std::vector<GameRecord>& games) {
    CountedGames counted;
    if (!header.sprt || header.shard.count != 1) {
        counted.games = games;
        return counted;
    }
    const auto by_opening = games_by_opening(games);
    SequentialTest test(*header.sprt);
    for (int opening = 1; opening <= header.opening_count; ++opening) {
        const auto found = by_opening.find(opening);
        if (found == by_opening.end() || found->second.size() != 2) {
            counted.first_missing = opening;
            break;
        }
        for (const GameRecord* game : found->second)
            counted.games.push_back(*game);
        if (test.add(pair_result(*found->second[0], *found->second[1])) != SprtVerdict::Continue)
            break;
    }
    counted.sprt = test;
    return counted;
}

void print_table(std::ostream& out, const MatchHeader& header,
                 const std::vector<GameRecord>& games) {
    const CountedGames counted = counted_games(header, games);
    const Tally t = tally(counted.games);
    out << "reversi-match: " << t.games << " games; openings: " << header.opening_count << ", "
        << header.openings;
    if (header.shard.count > 1) out << "; shard " << header.shard.text();
    if (header.tc)
        out << "\ntime control: " << clocks_text(header) << (header.tc_b ? " (time odds)" : "")
            << " (seconds per side per game + seconds added after each move)";
    if (header.time_margin.count() > 0)
        out << "\ntime margin: " << header.time_margin.count()
            << " ms; replies late within it: " << side_title(header, Side::A) << " " << t.late_a
            << ", " << side_title(header, Side::B) << " " << t.late_b;
    if (header.adjudicate_empties) {
        const auto adjudicated = std::count_if(counted.games.begin(), counted.games.end(),
                                               [](const GameRecord& g) { return g.adjudicated; });
        out << "\nadjudication: from " << *header.adjudicate_empties
            << " empties by an exact solve; " << adjudicated << " games adjudicated";
    }
    out << "\n"
        << side_title(header, Side::A) << ": " << header.a << "\n"
        << side_title(header, Side::B) << ": " << header.b << "\n\n";
    print_counts(out, t, header.tc.has_value());
    out << "\n";
    const int forfeits = t.forfeits_a + t.forfeits_b;
    print_estimates(out, pair_counts(counted.games), forfeits);
    print_sprt(out, header, counted, forfeits);
    if (t.desynchronised > 0) out << "DESYNCHRONISED games: " << t.desynchronised << "\n";
}

void print_run(std::ostream& out, const MatchRun& run) {
    const double games = static_cast<double>(run.games.size());
    out << format("\ntime: %.1f s, %.1f games/s at concurrency %d\n", run.seconds,
                  run.seconds > 0 ? games / run.seconds : 0.0, run.concurrency);
    for (Side side : {Side::A, Side::B}) {
        double seconds = 0;
        int replies = 0;
        for (const GameRecord& game : run.games) {
            seconds += static_cast<double>(game.time_of(side).used.count()) / 1e6;
            replies += game.time_of(side).replies;
        }
        out << format("engine time %c: %.2f s, %.3f ms a move\n", side_letter(side), seconds,
                      replies > 0 ? 1000.0 * seconds / replies : 0.0);
    }
    out << format("tool CPU time: %.2f s, %.3f ms a game\n", run.tool_cpu_seconds,
                  games > 0 ? 1000.0 * run.tool_cpu_seconds / games : 0.0);
    out << "memory tool VmRSS start " << kb_text(run.tool_start_kb) << ", after first game "
        << kb_text(run.tool_after_first_game_kb) << ", end " << kb_text(run.tool_end_kb) << "\n";
    for (const EngineMemory& engine : run.engines) {
        out << "memory engine " << engine.name << " pid "
            << (engine.pid ? std::to_string(*engine.pid) : "n/a") << " VmRSS after first game "
            << kb_text(engine.first_kb) << ", end " << kb_text(engine.last_kb)
            << (engine.restarted ? " (restarted since)" : "") << "\n";
    }
}

}  // namespace reversi::match
