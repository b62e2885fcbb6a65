// Dispatch on the first token, one short handler per command; every rejected line gets one
// `error` reply and changes nothing.
#include "protocol/session.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <istream>
#include <limits>
#include <optional>
#include <ostream>

#include "core/notation.hpp"
#include "core/perft.hpp"
#include "protocol/board_text.hpp"
#include "protocol/line_reader.hpp"
#include "search/bench_positions.hpp"
#include "search/evaluation.hpp"
#include "search/search.hpp"
#include "vocabulary/tokens.hpp"

#ifndef REVERSI_VERSION
#define REVERSI_VERSION "0.0.0"
#endif

namespace reversi {

namespace {

constexpr std::size_t kAny = std::numeric_limits<std::size_t>::max();
constexpr std::uint64_t kMaxPerftDepth = 16;
constexpr std::uint64_t kMaxSearchDepth = 60;
constexpr std::uint64_t kMaxNodes = 1'000'000'000'000ULL;
constexpr std::uint64_t kMaxUndo = 1'000'000;

bool is_comment_or_blank(const std::vector<std::string_view>& tokens) {
    return tokens.empty() || tokens.front().front() == '#';
}

// Plays `moves` on a copy of `line`; nullopt names the first move that is not legal.
struct MovesResult {
    std::optional<GameLine> line;
    std::string rejected;
};
MovesResult play_moves(GameLine line, std::span<const std::string_view> moves) {
    for (std::string_view text : moves) {
        const auto move = parse_move(text);
        if (!move) return {std::nullopt, "not a move: " + printable(text)};
        if (!line.play(*move)) return {std::nullopt, "illegal move: " + printable(text)};
    }
    return {std::move(line), {}};
}

// Appends " token" (written this way to avoid a GCC 12 -Wrestrict false positive on " " + s).
void append_token(std::string& line, std::string_view token) {
    line += ' ';
    line += token;
}

std::string info_line(const SearchInfo& info) {
    std::string line = "info depth " + std::to_string(info.depth) + " nodes " +
                       std::to_string(info.nodes) + " score " + std::to_string(info.score) + " pv";
    for (Move m : info.pv)
        append_token(line, move_name(m));
    return line;
}

// Hundredths as a decimal with two places: -105 is "-1.05".
std::string hundredths(long long value) {
    const long long magnitude = value < 0 ? -value : value;
    const long long cents = magnitude % 100;
    std::string text = value < 0 ? "-" : "";
    text += std::to_string(magnitude / 100);
    text += cents < 10 ? ".0" : ".";
    text += std::to_string(cents);
    return text;
}

std::string terms_line(std::string_view prefix, const std::vector<EvalTerm>& terms) {
    std::string line(prefix);
    for (const EvalTerm& term : terms) {
        append_token(line, term.name);
        append_token(line, hundredths(term.value));
    }
    return line;
}

}  // namespace

ProtocolSession::ProtocolSession(std::ostream& out, std::ostream& log) : out_(out), log_(log) {}

const ProtocolSession::Command* ProtocolSession::find_command(std::string_view name) {
    static constexpr std::array<Command, 17> kCommands{{
        {"reversi", 0, 0, &ProtocolSession::handshake},
        {"isready", 0, 0, &ProtocolSession::is_ready},
        {"newgame", 0, 0, &ProtocolSession::new_game},
        {"position", 1, kAny, &ProtocolSession::set_position},
        {"play", 1, 1, &ProtocolSession::play},
        {"undo", 0, 1, &ProtocolSession::undo},
        {"seed", 1, 1, &ProtocolSession::set_seed},
        {"level", 1, 1, &ProtocolSession::set_level},
        {"go", 0, 4, &ProtocolSession::go},
        {"legal", 0, 0, &ProtocolSession::legal},
        {"show", 0, 0, &ProtocolSession::show},
        {"d", 0, 0, &ProtocolSession::show},
        {"perft", 1, 1, &ProtocolSession::perft},
        {"bench", 0, 0, &ProtocolSession::bench},
        {"eval", 0, 0, &ProtocolSession::eval},
        {"help", 0, 0, &ProtocolSession::help},
        {"quit", 0, 0, &ProtocolSession::quit},
    }};
    for (const Command& command : kCommands) {
        if (command.name == name) return &command;
    }
    return nullptr;
}

void ProtocolSession::run(std::istream& in) {
    std::string line;
    while (!ended_) {
        const LineStatus status = read_line(in, line);
        if (status == LineStatus::End) break;  // end of input means quit
        if (status == LineStatus::TooLong) {
            reply_error("line too long (limit " + std::to_string(kMaxLineLength) + " bytes)");
            continue;
        }
        execute(line);
    }
}

bool ProtocolSession::execute(std::string_view line) {
    const auto tokens = split_tokens(line);
    if (is_comment_or_blank(tokens)) return !ended_;
    const Command* command = find_command(tokens.front());
    if (command == nullptr) {
        reply_error("unknown command: " + printable(tokens.front()));
        return !ended_;
    }
    const Args args(tokens.begin() + 1, tokens.end());
    if (args.size() < command->min_args || args.size() > command->max_args) {
        reply_error(std::string(command->name) + ": wrong number of arguments");
        return !ended_;
    }
    (this->*command->handler)(args);
    return !ended_;
}

void ProtocolSession::reply(std::string_view line) { out_ << line << '\n' << std::flush; }

void ProtocolSession::reply_error(std::string_view reason) {
    reply("error " + std::string(reason));
}

void ProtocolSession::handshake(Args) {
    reply("id name " + std::string(kEngineName));
    reply("id version " REVERSI_VERSION);
    reply("id protocol " + std::string(kProtocolVersion));
    reply("reversiok");
}

void ProtocolSession::is_ready(Args) { reply("readyok"); }

void ProtocolSession::new_game(Args) { game_ = GameLine(); }

void ProtocolSession::set_position(Args args) {
    std::optional<Position> base;
    Args rest;
    if (args[0] == "startpos") {
        base = Position::start();
        rest = args.subspan(1);
    } else if (args[0] == "board") {
        if (args.size() < 3) return reply_error("position board: expected 64 squares and a side");
        base = parse_position(args[1], args[2]);
        if (!base) return reply_error("bad position string");
        rest = args.subspan(3);
    } else {
        return reply_error("position: expected startpos or board");
    }
    if (!rest.empty() && rest[0] != "moves") return reply_error("position: expected moves");
    const Args moves = rest.empty() ? rest : rest.subspan(1);
    MovesResult result = play_moves(GameLine(*base), moves);
    if (!result.line) return reply_error(result.rejected);
    game_ = std::move(*result.line);
}

void ProtocolSession::play(Args args) {
    MovesResult result = play_moves(game_, args);
    if (!result.line) return reply_error(result.rejected);
    game_ = std::move(*result.line);
}

void ProtocolSession::undo(Args args) {
    std::uint64_t count = 1;
    if (!args.empty()) {
        const auto parsed = parse_unsigned(args[0], 1, kMaxUndo);
        if (!parsed)
            return reply_error("undo: expected a count from 1 to " + std::to_string(kMaxUndo));
        count = *parsed;
    }
    if (!game_.undo(count)) {
        return reply_error("undo: cannot take back " + std::to_string(count) + ", only " +
                           std::to_string(game_.moves().size()) + " played");
    }
}

void ProtocolSession::set_seed(Args args) {
    const auto seed = parse_unsigned(args[0], 0, std::numeric_limits<std::uint64_t>::max());
    if (!seed) return reply_error("seed: expected an unsigned 64-bit decimal number");
    seed_ = *seed;
}

void ProtocolSession::set_level(Args args) {
    const auto level = parse_level(args[0]);
    if (!level) return reply_error("level: expected easy, normal or hard");
    level_ = *level;
}

void ProtocolSession::go(Args args) {
    SearchLimits limits;
    for (std::size_t i = 0; i < args.size(); i += 2) {
        if (i + 1 >= args.size())
            return reply_error("go: " + printable(args[i]) + " needs a value");
        if (args[i] == "nodes" && !limits.nodes) {
            limits.nodes = parse_unsigned(args[i + 1], 1, kMaxNodes);
            if (!limits.nodes)
                return reply_error("go: nodes must be from 1 to " + std::to_string(kMaxNodes));
        } else if (args[i] == "depth" && !limits.depth) {
            const auto depth = parse_unsigned(args[i + 1], 1, kMaxSearchDepth);
            if (!depth)
                return reply_error("go: depth must be from 1 to " +
                                   std::to_string(kMaxSearchDepth));
            limits.depth = static_cast<int>(*depth);
        } else {
            return reply_error("go: expected nodes N and/or depth D");
        }
    }
    const Position& position = game_.current();
    if (position.is_game_over()) return reply("bestmove none");
    const SearchRequest request{level_, seed_, limits};
    const Move best =
        choose_move(position, request, [this](const SearchInfo& info) { reply(info_line(info)); });
    reply("bestmove " + move_name(best));
}

void ProtocolSession::legal(Args) {
    const Position& position = game_.current();
    if (position.is_game_over()) return reply("legal none");
    if (position.must_pass()) return reply("legal pass");
    std::string line = "legal";
    for_each_square(position.legal_moves(),
                    [&](int square) { append_token(line, square_name(square)); });
    reply(line);
}

void ProtocolSession::show(Args) {
    for (const std::string& line : board_lines(game_.current()))
        reply(line);
}

void ProtocolSession::perft(Args args) {
    const auto depth = parse_unsigned(args[0], 1, kMaxPerftDepth);
    if (!depth)
        return reply_error("perft: depth must be from 1 to " + std::to_string(kMaxPerftDepth));
    const auto started = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    const auto division = perft_divide(game_.current(), static_cast<int>(*depth));
    for (const PerftDivision& part : division) {
        reply(move_name(part.move) + " " + std::to_string(part.leaves));
        total += part.leaves;
    }
    if (division.empty()) total = reversi::perft(game_.current(), static_cast<int>(*depth));
    reply("nodes " + std::to_string(total));
    // Timing is for people and goes to the log, so replies stay a pure function of the input.
    const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - started;
    log_ << "perft " << *depth << ": " << total << " leaves in " << seconds.count() << " s\n"
         << std::flush;
}

// Hard's own search on every bench position. The node total depends only on the search, so
// it is printed on a line of its own; speed figures follow and vary from run to run.
void ProtocolSession::bench(Args) {
    const std::vector<Position> positions = bench_positions();
    std::uint64_t nodes = 0;
    std::vector<std::chrono::nanoseconds> times;
    for (const Position& position : positions) {
        const auto started = std::chrono::steady_clock::now();
        nodes += search_move(position, SearchRequest{Level::Hard, 0, {}}).nodes;
        times.push_back(std::chrono::steady_clock::now() - started);
    }
    std::chrono::nanoseconds total{0};
    for (const auto t : times)
        total += t;
    std::sort(times.begin(), times.end());
    const auto median_us =
        std::chrono::duration_cast<std::chrono::microseconds>(times[times.size() / 2]).count();
    const auto total_us = std::chrono::duration_cast<std::chrono::microseconds>(total).count();
    reply("bench positions " + std::to_string(positions.size()));
    reply("bench nodes " + std::to_string(nodes));
    reply("bench nps " + std::to_string(total_us > 0 ? nodes * 1'000'000 / total_us : 0));
    std::string median = "bench median-ms " + hundredths(median_us / 10);
    median += std::to_string(median_us % 10);
    reply(median);
}

void ProtocolSession::eval(Args) {
    const Position& p = game_.current();
    reply("eval side " + std::string(1, color_letter(p.side_to_move())) + " empties " +
          std::to_string(p.empty_count()));
    reply(terms_line("eval normal", normal_terms(p.player(), p.opponent())));
    reply(terms_line("eval hard", hard_terms(p.player(), p.opponent())));
    if (p.is_game_over()) reply("eval final " + hundredths(final_score(p.player(), p.opponent())));
}

void ProtocolSession::help(Args) {
    reply(
        "help commands: reversi isready newgame position play undo seed level go legal show d "
        "perft bench eval help quit");
}

void ProtocolSession::quit(Args) { ended_ = true; }

}  // namespace reversi
