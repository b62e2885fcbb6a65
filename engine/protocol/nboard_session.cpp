// Dispatch on the first token, one short handler per command. Searches run to completion before
// the next line is read, so every reply is a pure function of the lines before it.
#include "protocol/nboard_session.hpp"

#include <algorithm>
#include <istream>
#include <limits>
#include <ostream>

#include "core/notation.hpp"
#include "protocol/board_text.hpp"
#include "protocol/ggf.hpp"
#include "protocol/implied_pass.hpp"
#include "protocol/line_reader.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::string_view kNBoardVersion = "2";
constexpr std::uint64_t kMaxHints = 64;
constexpr std::int64_t kMaxContempt = 6400;  // centidiscs: a whole board either way
constexpr std::int64_t kMinPing = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kMaxPing = std::numeric_limits<std::int32_t>::max();
constexpr int kLastEasyDepth = 2;
constexpr int kLastNormalDepth = 5;
// Times are part of NBoard's replies but would make them depend on the clock: always 0.
constexpr std::string_view kReportedTime = "0";

// Evaluations are whole discs; NBoard reads a decimal number.
std::string eval_text(int discs) { return std::to_string(discs) + ".00"; }

std::string pv_text(const std::vector<Move>& pv) {
    std::string text;
    for (Move m : pv) {
        if (!text.empty()) text += '-';
        text += ggf_move_name(m);
    }
    return text;
}

// What the search reported last, if anything.
struct SearchOutcome {
    Move move;
    std::optional<SearchInfo> last;
};

SearchOutcome search(const Position& position, const SearchRequest& request,
                     const InfoSink& on_info = {}) {
    SearchOutcome outcome;
    outcome.move = choose_move(position, request, [&](const SearchInfo& info) {
        outcome.last = info;
        if (on_info) on_info(info);
    });
    return outcome;
}

std::vector<Move> legal_move_list(const Position& position) {
    std::vector<Move> moves;
    if (position.must_pass()) moves.push_back(Move::pass());
    for_each_square(position.legal_moves(), [&](int square) { moves.push_back(Move::at(square)); });
    return moves;
}

}  // namespace

Level level_for_depth(int depth) {
    if (depth <= kLastEasyDepth) return Level::Easy;
    if (depth <= kLastNormalDepth) return Level::Normal;
    return Level::Hard;
}

NBoardSession::NBoardSession(std::ostream& out, std::ostream& log, std::optional<Level> fixed_level,
                             std::uint64_t seed)
    : out_(out),
      log_(log),
      fixed_level_(fixed_level),
      level_(fixed_level.value_or(Level::Hard)),
      seed_(seed) {}

void NBoardSession::run(std::istream& in) {
    std::string line;
    while (!ended_) {
        const LineStatus status = read_line(in, line);
        if (status == LineStatus::End) break;  // end of input means quit
        if (status == LineStatus::TooLong) {
            reject("line too long (limit " + std::to_string(kMaxLineLength) + " bytes)");
            continue;
        }
        execute(line);
    }
}

bool NBoardSession::execute(std::string_view line) {
    const auto tokens = split_tokens(line);
    if (tokens.empty()) return !ended_;
    const std::string_view command = tokens.front();
    const Args args(tokens.begin() + 1, tokens.end());
    if (command == "nboard") {
        nboard(args);
    } else if (command == "set") {
        set(line, args);
    } else if (command == "move") {
        move(args);
    } else if (command == "hint") {
        hint(args);
    } else if (command == "go") {
        go(args);
    } else if (command == "ping") {
        ping(args);
    } else if (command == "learn") {
        learn(args);
    } else if (command == "show") {
        show(args);
    } else if (command == "quit") {
        ended_ = true;
    } else {
        // The protocol says an engine ignores what it does not understand.
        reject("unknown command: " + printable(command));
    }
    return !ended_;
}

void NBoardSession::reply(std::string_view line) { out_ << line << '\n' << std::flush; }

void NBoardSession::reject(std::string_view reason) {
    log_ << "error " << reason << '\n' << std::flush;
}

// The search promises a legal move; if it ever breaks that promise, say so rather than pass it on.
void NBoardSession::reject_illegal_choice(Move move) {
    reject("internal error: the search chose an illegal move " + move_name(move));
}

void NBoardSession::reply_name() {
    reply("set myname reversi-engine-" + std::string(level_name(level_)));
}

void NBoardSession::nboard(Args args) {
    if (args.size() != 1 || args[0] != kNBoardVersion)
        return reject("nboard: only protocol version 2 is spoken");
    reply_name();
}

void NBoardSession::set(std::string_view line, Args args) {
    if (args.empty()) return reject("set: expected depth, game or contempt");
    if (args[0] == "depth") return set_depth(args.subspan(1));
    if (args[0] == "contempt") return set_contempt(args.subspan(1));
    if (args[0] == "game") {
        // The record keeps its own blanks (player names may hold spaces): take the rest of the
        // line.
        const std::string_view word = args[0];
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
    if (!result.game) return reject("set game: " + result.error);
    game_ = std::move(*result.game);
}

void NBoardSession::set_contempt(Args args) {
    const auto contempt =
        args.size() == 1 ? parse_signed(args[0], -kMaxContempt, kMaxContempt) : std::nullopt;
    if (!contempt) return reject("set contempt: expected centidiscs from -6400 to 6400");
}

void NBoardSession::move(Args args) {
    if (args.size() != 1) return reject("move: expected one move such as F5, F5/-2.00/1.5 or PA");
    const auto parsed = parse_move_item(args[0]);
    if (!parsed) return reject("move: not a move: " + printable(args[0]));
    if (!play_as(game_, implied_mover(game_.current(), *parsed), *parsed))
        return reject("move: illegal move: " + printable(args[0]));
}

void NBoardSession::go(Args args) {
    if (!args.empty()) return reject("go: expected no arguments");
    const Position& position = game_.current();
    if (position.is_game_over()) return reject("go: the game is over");
    reply("status thinking");
    const SearchOutcome outcome = search(position, request());
    if (!position.is_legal(outcome.move)) return reject_illegal_choice(outcome.move);
    std::string eval;
    if (outcome.last) {
        reply("nodestats " + std::to_string(outcome.last->nodes) + " " +
              std::string(kReportedTime));
        eval = eval_text(outcome.last->score);
    }
    reply("=== " + ggf_move_name(outcome.move) + "/" + eval + "/" + std::string(kReportedTime));
}

void NBoardSession::reply_search_line(const MoveEvaluation& evaluation) {
    reply("search " + pv_text(evaluation.pv) + " " + eval_text(evaluation.score) + " 0 " +
          std::to_string(evaluation.depth));
}

// The best move's search streams one `search` line per finished iteration; with N > 1 every
// other legal move is then evaluated and the best N - 1 of them follow, best first.
void NBoardSession::hint(Args args) {
    const auto count = args.size() == 1 ? parse_unsigned(args[0], 1, kMaxHints) : std::nullopt;
    if (!count) return reject("hint: expected a number of moves from 1 to 64");
    const Position& position = game_.current();
    if (position.is_game_over()) return reject("hint: the game is over");
    reply("status thinking");
    std::uint64_t nodes = 0;
    const SearchOutcome best = search(position, request(), [this](const SearchInfo& info) {
        if (!info.pv.empty()) reply_search_line(evaluation_from(info));
    });
    if (!position.is_legal(best.move)) return reject_illegal_choice(best.move);
    if (best.last) {
        nodes += best.last->nodes;
    } else {
        const MoveEvaluation evaluation = evaluate_move(position, best.move, request());
        nodes += evaluation.nodes;
        reply_search_line(evaluation);
    }
    std::vector<MoveEvaluation> others;
    if (*count > 1) {
        for (Move m : legal_move_list(position)) {
            if (m == best.move) continue;
            others.push_back(evaluate_move(position, m, request()));
            nodes += others.back().nodes;
        }
    }
    std::stable_sort(others.begin(), others.end(),
                     [](const auto& a, const auto& b) { return a.score > b.score; });
    const std::size_t shown = std::min<std::size_t>(others.size(), *count - 1);
    for (std::size_t i = 0; i < shown; ++i)
        reply_search_line(others[i]);
    reply("nodestats " + std::to_string(nodes) + " " + std::string(kReportedTime));
    reply("status");
}

void NBoardSession::ping(Args args) {
    const auto number = args.size() == 1 ? parse_signed(args[0], kMinPing, kMaxPing) : std::nullopt;
    if (!number) return reject("ping: expected an integer");
    // Searches finish before the next line is read, so none is running to be stopped here.
    reply("pong " + std::to_string(*number));
}

// Not NBoard's: the board for a person debugging by hand, as the line protocol's `show`.
void NBoardSession::show(Args args) {
    if (!args.empty()) return reject("show: expected no arguments");
    for (const std::string& line : board_lines(game_.current()))
        reply(line);
}

void NBoardSession::learn(Args args) {
    if (!args.empty()) return reject("learn: expected no arguments");
    // There is no book to add the game to; NBoard only needs the acknowledgement.
    reply("learned");
}

}  // namespace reversi
