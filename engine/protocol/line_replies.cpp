// SPDX-License-Identifier: GPL-3.0-or-later
// Each reply is built as one string, so a line goes out whole.
#include "protocol/line_replies.hpp"

#include <algorithm>

#include "core/implied_pass.hpp"
#include "core/notation.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

using Args = std::span<const std::string_view>;

// Appends " token" (written this way to avoid a GCC 12 -Wrestrict false positive on " " + s).
void append_token(std::string& line, std::string_view token) {
    line += ' ';
    line += token;
}

std::string terms_line(std::string_view prefix, const std::vector<EvalTerm>& terms) {
    std::string line(prefix);
    for (const EvalTerm& term : terms) {
        append_token(line, term.name);
        append_token(line, hundredths(term.value));
    }
    return line;
}

// "Move Overhead" and "move overhead" name the same option, as UCI GUIs expect.
std::string joined_words(Args words) {
    std::string text;
    for (std::string_view word : words) {
        if (!text.empty()) text += ' ';
        text += word;
    }
    return text;
}

// Plays `moves` in order. With `implied_passes`, a square for the side that does not have the
// move, while the side to move must pass, plays that pass first, as GTP and NBoard do (game
// records often leave passes out); the pass goes into the history.
LineResult play_listed(GameLine line, Args moves, bool implied_passes) {
    for (std::string_view text : moves) {
        const auto move = parse_move(text);
        if (!move) return {std::nullopt, "not a move: " + printable(text)};
        const Color mover =
            implied_passes ? implied_mover(line.current(), *move) : line.current().side_to_move();
        if (!play_as(line, mover, *move)) return {std::nullopt, "illegal move: " + printable(text)};
    }
    return {std::move(line), {}};
}

}  // namespace

LineResult play_moves(GameLine line, Args moves) {
    return play_listed(std::move(line), moves, false);
}

LineResult position_from(Args args) {
    std::optional<Position> base;
    Args rest;
    if (args[0] == "startpos") {
        base = Position::start();
        rest = args.subspan(1);
    } else if (args[0] == "board") {
        if (args.size() < 3)
            return {std::nullopt, "position board: expected 64 squares and a side"};
        base = parse_position(args[1], args[2]);
        if (!base) return {std::nullopt, "bad position string"};
        rest = args.subspan(3);
    } else {
        return {std::nullopt, "position: expected startpos or board"};
    }
    if (!rest.empty() && rest[0] != "moves") return {std::nullopt, "position: expected moves"};
    return play_listed(GameLine(*base), rest.empty() ? rest : rest.subspan(1), true);
}

std::optional<OptionAssignment> parse_setoption(Args args) {
    const auto value_at = std::find(args.begin(), args.end(), "value");
    if (args.empty() || args[0] != "name" || value_at == args.begin() + 1 ||
        value_at == args.end() || value_at + 1 == args.end())
        return std::nullopt;
    return OptionAssignment{joined_words({args.begin() + 1, value_at}),
                            joined_words({value_at + 1, args.end()})};
}

std::string info_line(const SearchInfo& info, const SearchTiming& timing) {
    std::string line = "info depth " + std::to_string(info.depth);
    if (info.multipv > 0) line += " multipv " + std::to_string(info.multipv);
    line += " nodes " + std::to_string(info.nodes) + " score " + std::to_string(info.score);
    line += " scoretype ";
    line += score_kind_word(info.kind);
    if (info.selectivity > 0) line += " selectivity " + std::to_string(info.selectivity);
    line += " time " + std::to_string(timing.milliseconds()) + " nps " +
            std::to_string(timing.nodes_per_second(info.nodes)) + " pv";
    if (!info.pv.empty()) line += ' ' + moves_text(info.pv);
    return line;
}

std::string progress_line(const SearchProgress& progress, const SearchTiming& timing) {
    return "info nodes " + std::to_string(progress.nodes) + " time " +
           std::to_string(timing.milliseconds()) + " nps " +
           std::to_string(timing.nodes_per_second(progress.nodes)) + " hashfull " +
           std::to_string(progress.hashfull);
}

std::string bestmove_line(std::optional<Move> best, const std::optional<SearchInfo>& last) {
    std::string line = "bestmove " + (best ? move_name(*best) : std::string("none"));
    // The expected reply: the second move of the line the move was chosen by.
    if (best && last && last->pv.size() >= 2 && last->pv.front() == *best)
        line += " ponder " + move_name(last->pv[1]);
    if (best && last && last->kind == ScoreKind::WinDrawLoss)
        line += last->score > 0 ? " result win" : last->score < 0 ? " result loss" : " result draw";
    return line;
}

std::string legal_line(const std::vector<Move>& moves) {
    if (moves.empty()) return "legal none";
    return "legal " + moves_text(moves);
}

std::vector<std::string> perft_lines(const PerftResult& result, std::uint64_t total) {
    std::vector<std::string> lines;
    for (const PerftDivision& part : result.division)
        lines.push_back(move_name(part.move) + " " + std::to_string(part.leaves));
    lines.push_back("nodes " + std::to_string(total) + (result.stopped ? " stopped" : ""));
    return lines;
}

std::vector<std::string> bench_lines(const BenchFigures& figures) {
    std::string median = "bench median-ms " + hundredths(figures.median_microseconds / 10);
    median += std::to_string(figures.median_microseconds % 10);
    return {"bench positions " + std::to_string(figures.positions),
            "bench nodes " + std::to_string(figures.nodes),
            "bench nps " + std::to_string(figures.nodes_per_second), median};
}

std::vector<std::string> eval_lines(const Position& p, const EvalReport& report) {
    std::vector<std::string> lines{"eval side " + std::string(1, color_letter(p.side_to_move())) +
                                       " empties " + std::to_string(p.empty_count()),
                                   terms_line("eval normal", report.normal),
                                   terms_line("eval hard", report.hard)};
    if (report.final_score) lines.push_back("eval final " + hundredths(*report.final_score));
    return lines;
}

}  // namespace reversi
