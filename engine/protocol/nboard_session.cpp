// Dispatch on the first token through the command table, one short handler per command. `go`,
// `hint` and `analyze` run on the session's worker and write their own replies; `ping` stops
// them and answers once their last reply is out, as NBoard requires.
#include "protocol/nboard_session.hpp"

#include <algorithm>
#include <array>
#include <istream>
#include <limits>
#include <ostream>

#include "core/notation.hpp"
#include "protocol/board_text.hpp"
#include "protocol/engine_identity.hpp"
#include "protocol/ggf.hpp"
#include "protocol/implied_pass.hpp"
#include "protocol/search_report.hpp"
#include "protocol/time_allocation.hpp"
#include "search/evaluation.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::string_view kNBoardVersion = "2";
constexpr std::uint64_t kMaxHints = 64;
constexpr std::uint64_t kMaxContempt = 6400;  // centidiscs: a whole board either way
constexpr std::int64_t kMinPing = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kMaxPing = std::numeric_limits<std::int32_t>::max();
constexpr int kLastEasyDepth = 2;
constexpr int kLastNormalDepth = 5;
// NBoard's depth field for a line read to the end of the game: an exact solve.
constexpr std::string_view kExactDepth = "100%";

// Evaluations are whole discs; NBoard reads a decimal number.
std::string eval_text(int discs) { return hundredths(static_cast<long long>(discs) * 100); }

std::string pv_text(const std::vector<Move>& pv) {
    std::string text;
    for (Move m : pv) {
        if (!text.empty()) text += '-';
        text += ggf_move_name(m);
    }
    return text;
}

std::vector<Move> legal_move_list(const Position& position) {
    std::vector<Move> moves;
    if (position.must_pass()) moves.push_back(Move::pass());
    for_each_square(position.legal_moves(), [&](int square) { moves.push_back(Move::at(square)); });
    return moves;
}

// A position's value for Black, in discs, as NBoard's analysis graph plots it: the search's
// score for the side to move (after its pass when it must pass), exact when the game is over.
int black_value(const Position& position, const SearchRequest& request,
                const SearchControl& control) {
    const int sign = position.side_to_move() == Color::Black ? 1 : -1;
    if (position.is_game_over())
        return sign * final_score(position.player(), position.opponent()) / kScorePerDisc;
    const Position searched = position.must_pass() ? position.after(Move::pass()) : position;
    const int searched_sign = position.must_pass() ? -sign : sign;
    std::optional<SearchInfo> last;
    choose_move(
        searched, request, [&](const SearchInfo& info) { last = info; }, control);
    if (!last) return position.disc_count(Color::Black) - position.disc_count(Color::White);
    return searched_sign * last->score;
}

}  // namespace

Level level_for_depth(int depth) {
    if (depth <= kLastEasyDepth) return Level::Easy;
    if (depth <= kLastNormalDepth) return Level::Normal;
    return Level::Hard;
}

NBoardSession::NBoardSession(std::ostream& out, std::ostream& log, const SessionOptions& options)
    : fixed_level_(options.level),
      level_(options.level.value_or(Level::Hard)),
      settings_(SessionSettings::from(options)),
      core_(out, log) {}

const CommandTable<NBoardSession::Handler>& NBoardSession::commands() {
    using N = NBoardSession;
    // The usage completes "<command>: expected ..." on standard error. `nboard`, `set` and `move`
    // check their own arguments: a refused `set game` or `move` also loses the position.
    static constexpr std::array<CommandSpec<Handler>, 10> kCommands{{
        {"nboard", 0, kAnyCount, "2", &N::nboard},
        {"set", 0, kAnyCount, "depth, game or contempt", &N::set},
        {"move", 0, kAnyCount, "one move such as F5, F5/-2.00/1.5 or PA", &N::move},
        {"hint", 1, 1, "a number of moves from 1 to 64", &N::hint},
        {"go", 0, 0, "no arguments", &N::go},
        {"analyze", 0, 0, "no arguments", &N::analyze},
        {"ping", 1, 1, "an integer", &N::ping, DuringSearch::InTurn},
        {"learn", 0, 0, "no arguments", &N::learn},
        {"show", 0, 0, "no arguments", &N::show},
        {"quit", 0, kAnyCount, "nothing", &N::quit, DuringSearch::EndsInput},
    }};
    static constexpr CommandTable<Handler> kTable{kCommands};
    return kTable;
}

DuringSearch NBoardSession::during_search(std::string_view line) const {
    const auto tokens = split_tokens(line);
    return tokens.empty() ? DuringSearch::Waits
                          : commands().during_search(tokens.front(), tokens.size() - 1);
}

void NBoardSession::execute_line(std::string_view line, SteadyClock::time_point received) {
    const auto tokens = split_tokens(line);
    if (tokens.empty()) return;
    const Args args(tokens.begin() + 1, tokens.end());
    const auto found = commands().lookup(tokens.front(), args.size());
    // The protocol says an engine ignores what it does not understand.
    if (found.problem == CallProblem::UnknownCommand)
        return reject("unknown command: " + printable(tokens.front()));
    if (found.problem == CallProblem::WrongArgumentCount)
        return reject(std::string(found.command->name) + ": expected " +
                      std::string(found.command->usage));
    (this->*found.command->handler)(Call{args, line, received});
}

void NBoardSession::reject(std::string_view reason) { core_.note("error " + std::string(reason)); }

bool NBoardSession::knows_position(std::string_view command) {
    if (!lost_) return true;
    const std::string why = "no position since '" + *lost_ + "'; waiting for set game";
    reject(std::string(command) + ": " + why);
    // NBoard shows the status line: the player sees why the engine does not answer.
    if (command == "go" || command == "hint" || command == "analyze")
        reply("status " + std::string(kEngineName) + ": " + why);
    return false;
}

void NBoardSession::lose_position(std::string reason) {
    reject(reason);
    lost_ = std::move(reason);
}

void NBoardSession::reply_name() {
    reply("set myname " + std::string(kEngineName) + "-" + std::string(level_name(level_)));
}

void NBoardSession::nboard(const Call& call) {
    if (call.args.size() != 1 || call.args[0] != kNBoardVersion)
        return reject("nboard: only protocol version 2 is spoken");
    reply_name();
}

void NBoardSession::set(const Call& call) {
    const Args args = call.args;
    if (args.empty()) return reject("set: expected depth, game or contempt");
    if (args[0] == "depth") return set_depth(args.subspan(1));
    if (args[0] == "contempt") return set_contempt(args.subspan(1));
    if (args[0] == "game") {
        // The record keeps its own blanks (player names may hold spaces): take the rest of the
        // line.
        const std::string_view word = args[0];
        const std::string_view line = call.line;
        return set_game(
            line.substr(static_cast<std::size_t>(word.data() + word.size() - line.data())));
    }
    reject("set: unknown setting " + printable(args[0]));
}

void NBoardSession::set_depth(Args args) {
    const auto depth =
        args.size() == 1 ? parse_unsigned(args[0], kMinNBoardDepth, kMaxNBoardDepth) : std::nullopt;
    if (!depth) return reject("set depth: expected a depth from 1 to 60");
    level_ = fixed_level_.value_or(level_for_depth(static_cast<int>(*depth)));
    reply_name();
}

void NBoardSession::set_game(std::string_view ggf) {
    GgfResult result = parse_ggf(ggf);
    if (!result.game) return lose_position("set game: " + result.error);
    game_ = std::move(*result.game);
    clocks_ = result.clocks;
    lost_.reset();
}

// Checked and ignored: the opponents have no contempt. NBoard sends whole centidiscs; other
// GUIs send fractions.
void NBoardSession::set_contempt(Args args) {
    if (args.size() != 1 || !is_decimal_within(args[0], kMaxContempt))
        reject("set contempt: expected centidiscs from -6400 to 6400");
}

void NBoardSession::move(const Call& call) {
    if (call.args.size() != 1)
        return lose_position("move: expected one move such as F5, F5/-2.00/1.5 or PA");
    if (!knows_position("move")) return;
    const auto item = read_move_item(call.args[0]);
    if (!item) return lose_position("move: not a move: " + printable(call.args[0]));
    const Color mover = implied_mover(game_.current(), item->move);
    if (!play_as(game_, mover, item->move))
        return lose_position("move: illegal move: " + printable(call.args[0]));
    clocks_.moved(mover, item->time);
}

// The level plays as it would without a clock; the game record's clock, when it has one, only
// makes sure the search never takes more than its share of it.
void NBoardSession::go(const Call& call) {
    if (!knows_position("go")) return;
    const Position position = game_.current();
    if (position.is_game_over()) return reject("go: the game is over");
    SearchControl control;
    if (const auto reading = clocks_.reading(position.side_to_move())) {
        control = timed_control(clock_of(position.side_to_move(), *reading), position,
                                call.received, settings_.move_overhead);
    }
    reply("status thinking");
    const auto received = call.received;
    core_.start_search([this, position, search = request(), control,
                        received](const StopFlag& stop) mutable {
        control.stop = &stop;
        std::optional<SearchInfo> last;
        const Move best = choose_move(
            position, search, [&](const SearchInfo& info) { last = info; }, control);
        const std::string seconds = seconds_text(SearchTiming(received).elapsed());
        if (!position.is_legal(best))
            return reject("internal error: the search chose an illegal move " + move_name(best));
        std::string eval;
        if (last) {
            reply("nodestats " + std::to_string(last->nodes) + " " + seconds);
            eval = eval_text(last->score);
        }
        reply("=== " + ggf_move_name(best) + "/" + eval + "/" + seconds);
    });
}

void NBoardSession::reply_search_line(const MoveEvaluation& evaluation) {
    const std::string depth =
        evaluation.exact ? std::string(kExactDepth) : std::to_string(evaluation.depth);
    reply("search " + pv_text(evaluation.pv) + " " + eval_text(evaluation.score) + " 0 " + depth);
}

// The best move's search streams one `search` line per finished iteration; with N > 1 every
// other legal move is then evaluated and the best N - 1 of them follow, best first.
void NBoardSession::hint(const Call& call) {
    const auto count = parse_unsigned(call.args[0], 1, kMaxHints);
    if (!count) return reject("hint: expected a number of moves from 1 to 64");
    if (!knows_position("hint")) return;
    const Position position = game_.current();
    if (position.is_game_over()) return reject("hint: the game is over");
    reply("status thinking");
    const auto received = call.received;
    core_.start_search(
        [this, position, count = *count, search = request(), received](const StopFlag& stop) {
            SearchControl control;
            control.stop = &stop;
            const int empties = position.empty_count();
            std::uint64_t nodes = 0;
            std::optional<SearchInfo> last;
            const Move best = choose_move(
                position, search,
                [&](const SearchInfo& info) {
                    last = info;
                    if (!info.pv.empty()) reply_search_line(evaluation_from(info, empties));
                },
                control);
            if (last) {
                nodes += last->nodes;
            } else if (!stop.raised()) {
                const MoveEvaluation evaluation = evaluate_move(position, best, search, control);
                nodes += evaluation.nodes;
                reply_search_line(evaluation);
            }
            std::vector<MoveEvaluation> others;
            for (Move m : legal_move_list(position)) {
                if (count <= 1 || stop.raised()) break;
                if (m == best) continue;
                MoveEvaluation evaluation = evaluate_move(position, m, search, control);
                if (stop.raised()) break;  // cut short: its value means nothing
                nodes += evaluation.nodes;
                others.push_back(std::move(evaluation));
            }
            std::stable_sort(others.begin(), others.end(),
                             [](const auto& a, const auto& b) { return a.score > b.score; });
            const std::size_t shown = std::min<std::size_t>(others.size(), count - 1);
            for (std::size_t i = 0; i < shown; ++i)
                reply_search_line(others[i]);
            reply("nodestats " + std::to_string(nodes) + " " +
                  seconds_text(SearchTiming(received).elapsed()));
            reply("status");
        });
}

// Every position of the game valued, from its end back to its start, as NBoard's graph wants:
// `analysis <moves played> <value for Black>`. The values come from Hard's search whatever the
// level: a level is how the engine plays, and Easy does not search at all.
void NBoardSession::analyze(const Call&) {
    if (!knows_position("analyze")) return;
    reply("status analyzing");
    const SearchRequest hard{Level::Hard, settings_.seed, {}};
    core_.start_search([this, line = game_, search = hard](const StopFlag& stop) {
        SearchControl control;
        control.stop = &stop;
        GameLine position = line;
        for (std::size_t played = line.moves().size() + 1; played-- > 0;) {
            const int value = black_value(position.current(), search, control);
            if (stop.raised()) break;
            reply("analysis " + std::to_string(played) + " " + eval_text(value));
            if (played > 0) position.undo(1);
        }
        reply("status");
    });
}

void NBoardSession::ping(const Call& call) {
    const auto number = parse_signed(call.args[0], kMinPing, kMaxPing);
    if (!number) return reject("ping: expected an integer");
    // A search still running stops, and its last reply goes out before the pong: NBoard takes
    // everything before the pong to be about the old position.
    core_.finish_search();
    reply("pong " + std::to_string(*number));
}

// Not NBoard's: the board for a person debugging by hand, as the line protocol's `show`.
void NBoardSession::show(const Call&) {
    if (!knows_position("show")) return;
    for (const std::string& line : board_lines(game_.current()))
        reply(line);
}

void NBoardSession::learn(const Call&) {
    // There is no book to add the game to; NBoard only needs the acknowledgement.
    reply("learned");
}

void NBoardSession::quit(const Call&) { core_.end_session(); }

}  // namespace reversi
