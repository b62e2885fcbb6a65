// Dispatch on the first token through the command table, one short handler per command; every
// rejected line gets one `error` reply and changes nothing. `go` and `perft` run on the session's
// worker and write their own replies; the handlers that act during a search touch nothing a
// search reads.
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
#include "protocol/engine_identity.hpp"
#include "protocol/go_arguments.hpp"
#include "protocol/search_report.hpp"
#include "protocol/time_allocation.hpp"
#include "search/bench_positions.hpp"
#include "search/evaluation.hpp"
#include "search/search.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::uint64_t kMaxPerftDepth = 16;
constexpr std::uint64_t kMaxUndo = 1'000'000;
constexpr std::uint64_t kMaxSeed = std::numeric_limits<std::uint64_t>::max();

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

std::string info_line(const SearchInfo& info, const SearchTiming& timing) {
    std::string line = "info depth " + std::to_string(info.depth) + " nodes " +
                       std::to_string(info.nodes) + " score " + std::to_string(info.score) +
                       " time " + std::to_string(timing.milliseconds()) + " nps " +
                       std::to_string(timing.nodes_per_second(info.nodes)) + " pv";
    for (Move m : info.pv)
        append_token(line, move_name(m));
    return line;
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
std::string joined_words(std::span<const std::string_view> words) {
    std::string text;
    for (std::string_view word : words) {
        if (!text.empty()) text += ' ';
        text += word;
    }
    return text;
}

}  // namespace

ProtocolSession::ProtocolSession(std::ostream& out, std::ostream& log,
                                 const SessionOptions& options)
    : settings_(SessionSettings::from(options)), core_(out, log) {}

const CommandTable<ProtocolSession::Handler>& ProtocolSession::commands() {
    using P = ProtocolSession;
    static constexpr std::array<CommandSpec<Handler>, 19> kCommands{{
        {"reversi", 0, 0, "reversi", &P::handshake},
        {"isready", 0, 0, "isready", &P::is_ready, DuringSearch::InTurn},
        {"newgame", 0, 0, "newgame", &P::new_game},
        {"position", 1, kAnyCount, "position startpos|board <squares> <side> [moves M ...]",
         &P::set_position},
        {"play", 1, 1, "play M", &P::play},
        {"undo", 0, 1, "undo [N]", &P::undo},
        {"seed", 0, 1, "seed [N]", &P::set_seed},
        {"level", 0, 1, "level [easy|normal|hard]", &P::set_level},
        {"setoption", 2, kAnyCount, "setoption name <option> value <value>", &P::set_option},
        {"go", 0, kAnyCount,
         "go [nodes N] [depth D] [movetime MS] [wtime MS btime MS [winc MS] [binc MS] "
         "[movestogo N]] [infinite]",
         &P::go},
        {"stop", 0, 0, "stop", &P::stop, DuringSearch::Interrupts},
        {"legal", 0, 0, "legal", &P::legal},
        {"show", 0, 0, "show", &P::show},
        {"d", 0, 0, "d", &P::show},
        {"perft", 1, 1, "perft D", &P::perft},
        {"bench", 0, 0, "bench", &P::bench},
        {"eval", 0, 0, "eval", &P::eval},
        {"help", 0, 0, "help", &P::help},
        {"quit", 0, 0, "quit", &P::quit, DuringSearch::EndsInput},
    }};
    static constexpr CommandTable<Handler> kTable{kCommands};
    return kTable;
}

DuringSearch ProtocolSession::during_search(std::string_view line) const {
    const auto tokens = split_tokens(line);
    return is_comment_or_blank(tokens)
               ? DuringSearch::Waits
               : commands().during_search(tokens.front(), tokens.size() - 1);
}

void ProtocolSession::execute_line(std::string_view line, SteadyClock::time_point received) {
    const auto tokens = split_tokens(line);
    if (is_comment_or_blank(tokens)) return;
    const Args args(tokens.begin() + 1, tokens.end());
    const auto found = commands().lookup(tokens.front(), args.size());
    if (found.problem == CallProblem::UnknownCommand)
        return reply_error("unknown command: " + printable(tokens.front()));
    if (found.problem == CallProblem::WrongArgumentCount)
        return reply_error(std::string(found.command->name) + ": wrong number of arguments");
    (this->*found.command->handler)(Call{args, received});
}

void ProtocolSession::reply_error(std::string_view reason) {
    reply("error " + std::string(reason));
}

void ProtocolSession::handshake(const Call&) {
    reply("id name " + std::string(kEngineName));
    reply("id version " + std::string(engine_version()));
    reply("id author " + std::string(kEngineAuthor));
    reply("id protocol " + std::string(kProtocolVersion));
    reply("option name Level type combo default " + std::string(level_name(settings_.level)) +
          " var easy var normal var hard");
    reply("option name Seed type string default " + std::to_string(settings_.seed));
    reply("option name Move Overhead type spin default " +
          std::to_string(settings_.move_overhead.count()) + " min 0 max " +
          std::to_string(kMaxMoveOverhead.count()));
    reply("reversiok");
}

void ProtocolSession::is_ready(const Call&) { reply("readyok"); }

void ProtocolSession::new_game(const Call&) { game_ = GameLine(); }

void ProtocolSession::set_position(const Call& call) {
    const Args args = call.args;
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

void ProtocolSession::play(const Call& call) {
    MovesResult result = play_moves(game_, call.args);
    if (!result.line) return reply_error(result.rejected);
    game_ = std::move(*result.line);
}

void ProtocolSession::undo(const Call& call) {
    std::uint64_t count = 1;
    if (!call.args.empty()) {
        const auto parsed = parse_unsigned(call.args[0], 1, kMaxUndo);
        if (!parsed)
            return reply_error("undo: expected a count from 1 to " + std::to_string(kMaxUndo));
        count = *parsed;
    }
    if (!game_.undo(count)) {
        return reply_error("undo: cannot take back " + std::to_string(count) + ", only " +
                           std::to_string(game_.moves().size()) + " played");
    }
}

void ProtocolSession::set_seed(const Call& call) {
    if (call.args.empty()) return reply("seed " + std::to_string(settings_.seed));
    if (!apply_option("seed", call.args[0]))
        reply_error("seed: expected an unsigned 64-bit decimal number");
}

void ProtocolSession::set_level(const Call& call) {
    if (call.args.empty()) return reply("level " + std::string(level_name(settings_.level)));
    const auto level = parse_level(call.args[0]);
    if (!level) return reply_error("level: expected easy, normal or hard");
    settings_.level = *level;
}

// The option names of the handshake, case-insensitive; false when the value is not valid.
bool ProtocolSession::apply_option(std::string_view name, std::string_view value) {
    const std::string option = lower_case(name);
    if (option == "level") {
        const auto level = parse_level(lower_case(value));
        if (level) settings_.level = *level;
        return level.has_value();
    }
    if (option == "seed") {
        const auto seed = parse_unsigned(value, 0, kMaxSeed);
        if (seed) settings_.seed = *seed;
        return seed.has_value();
    }
    const auto overhead =
        parse_unsigned(value, 0, static_cast<std::uint64_t>(kMaxMoveOverhead.count()));
    if (overhead) settings_.move_overhead = milliseconds(static_cast<std::int64_t>(*overhead));
    return overhead.has_value();
}

void ProtocolSession::set_option(const Call& call) {
    const Args args = call.args;
    const auto value_at = std::find(args.begin(), args.end(), "value");
    if (args[0] != "name" || value_at == args.begin() + 1 || value_at == args.end() ||
        value_at + 1 == args.end())
        return reply_error("setoption: expected name <option> value <value>");
    const std::string name = joined_words({args.begin() + 1, value_at});
    const std::string value = joined_words({value_at + 1, args.end()});
    const std::string option = lower_case(name);
    if (option != "level" && option != "seed" && option != "move overhead")
        return reply_error("setoption: unknown option: " + printable(name));
    if (!apply_option(option, value)) {
        const std::string expected = option == "level"  ? "easy, normal or hard"
                                     : option == "seed" ? "an unsigned 64-bit decimal number"
                                                        : "from 0 to 10000";
        reply_error("setoption: " + printable(name) + " must be " + expected);
    }
}

void ProtocolSession::go(const Call& call) {
    const GoArguments parsed = parse_go_arguments(call.args);
    if (!parsed.go) return reply_error("go: " + parsed.error);
    const GoLimits& go = *parsed.go;
    const Position position = game_.current();
    const SearchRequest request{settings_.level, settings_.seed, with_time(go.limits, go.time)};
    SearchControl control =
        timed_control(go.time, position, call.received, settings_.move_overhead);
    const bool infinite = go.time.infinite;
    const auto received = call.received;
    core_.start_search(
        [this, position, request, control, infinite, received](const StopFlag& stop) mutable {
            control.stop = &stop;
            const SearchTiming timing(received);
            std::optional<Move> best;
            if (!position.is_game_over()) {
                best = choose_move(
                    position, request,
                    [&](const SearchInfo& info) { reply(info_line(info, timing)); }, control);
            }
            // `go infinite` answers only when told to stop, even when the game is solved.
            if (infinite) core_.wait_for_stop(stop);
            reply("bestmove " + (best ? move_name(*best) : std::string("none")));
        },
        infinite);
}

void ProtocolSession::stop(const Call&) { core_.stop_search(); }

void ProtocolSession::legal(const Call&) {
    const Position& position = game_.current();
    if (position.is_game_over()) return reply("legal none");
    if (position.must_pass()) return reply("legal pass");
    std::string line = "legal";
    for_each_square(position.legal_moves(),
                    [&](int square) { append_token(line, square_name(square)); });
    reply(line);
}

void ProtocolSession::show(const Call&) {
    for (const std::string& line : board_lines(game_.current()))
        reply(line);
}

void ProtocolSession::perft(const Call& call) {
    const auto depth = parse_unsigned(call.args[0], 1, kMaxPerftDepth);
    if (!depth)
        return reply_error("perft: depth must be from 1 to " + std::to_string(kMaxPerftDepth));
    const Position position = game_.current();
    const auto received = call.received;
    core_.start_search(
        [this, position, depth = static_cast<int>(*depth), received](const StopFlag& stop) {
            const PerftResult result = perft_divide(position, depth, &stop);
            std::uint64_t total = 0;
            for (const PerftDivision& part : result.division) {
                reply(move_name(part.move) + " " + std::to_string(part.leaves));
                total += part.leaves;
            }
            if (result.division.empty() && !result.stopped) total = reversi::perft(position, depth);
            reply("nodes " + std::to_string(total) + (result.stopped ? " stopped" : ""));
            // Timing is for people and goes to the log, so replies stay a pure function of the
            // input.
            const SearchTiming timing(received);
            core_.note("perft " + std::to_string(depth) + ": " + std::to_string(total) +
                       " leaves in " + seconds_text(timing.elapsed()) + " s");
        });
}

// Hard's own search on every bench position. The node total depends only on the search, so
// it is printed on a line of its own; speed figures follow and vary from run to run.
void ProtocolSession::bench(const Call&) {
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

void ProtocolSession::eval(const Call&) {
    const Position& p = game_.current();
    reply("eval side " + std::string(1, color_letter(p.side_to_move())) + " empties " +
          std::to_string(p.empty_count()));
    reply(terms_line("eval normal", normal_terms(p.player(), p.opponent())));
    reply(terms_line("eval hard", hard_terms(p.player(), p.opponent())));
    if (p.is_game_over()) reply("eval final " + hundredths(final_score(p.player(), p.opponent())));
}

void ProtocolSession::help(const Call&) { reply("help commands: " + commands().names(" ")); }

void ProtocolSession::quit(const Call&) { core_.end_session(); }

}  // namespace reversi
