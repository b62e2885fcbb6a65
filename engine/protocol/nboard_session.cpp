// SPDX-License-Identifier: GPL-3.0-or-later
// Dispatch on the first token through the command table, one short handler per command. The
// engine runs `go`, `hint` and `analyze` on its worker; `ping` stops them and answers once their
// last reply is out, as NBoard requires.
#include "protocol/nboard_session.hpp"

#include <algorithm>
#include <limits>

#include "core/implied_pass.hpp"
#include "core/notation.hpp"
#include "ggf/ggf_reader.hpp"
#include "protocol/engine_identity.hpp"
#include "protocol/search_report.hpp"
#include "vocabulary/engine_options.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::uint64_t kMaxContempt = 6400;  // centidiscs: a whole board either way
constexpr std::int64_t kMinPing = std::numeric_limits<std::int32_t>::min();
constexpr std::int64_t kMaxPing = std::numeric_limits<std::int32_t>::max();

}  // namespace

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
    found.command->handler(*this, Call{args, line, received});
}

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
    reply("set myname " + std::string(kEngineName) + "-" +
          std::string(level_name(engine_.settings().level)));
}

// `set contempt` is checked and ignored: the opponents have no contempt. NBoard sends whole
// centidiscs; other GUIs send fractions.
void NBoardSession::set(const Call& call) {
    const Args args = call.args;
    if (args.empty()) return reject("set: expected depth, game, contempt or an option");
    if (args[0] == "depth") return set_depth(args.subspan(1));
    if (args[0] == "game") return set_game(text_after_token(call.line, args[0]));
    if (args[0] != "contempt") return set_option(args);
    if (args.size() != 2 || !is_decimal_within(args[1], kMaxContempt))
        reject("set contempt: expected centidiscs from -6400 to 6400");
}

// `set NAME VALUE`: an option of the engine's table, NAME as GTP spells it (`_` for each blank,
// any case). NBoard has no reply to `set`, so a taken option is answered with the same line,
// which a harness can wait for; a refused one gets none (and its reason on standard error).
void NBoardSession::set_option(Args args) {
    std::string name(args[0]);
    std::replace(name.begin(), name.end(), '_', ' ');
    const EngineOption* option = find_option(name);
    if (option == nullptr) return reject("set: unknown setting " + printable(args[0]));
    if (args.size() != 2)
        return reject("set " + printable(args[0]) + ": expected one value, " +
                      std::string(option->expected));
    // A combo's values are case-insensitive, as in the line protocol's setoption.
    const std::string value =
        option->type == OptionType::Combo ? lower_case(args[1]) : std::string(args[1]);
    if (!engine_.set_option(*option, value))
        return reject("set " + printable(args[0]) + ": must be " + std::string(option->expected));
    reply("set " + std::string(args[0]) + " " + std::string(args[1]));
}

void NBoardSession::set_depth(Args args) {
    const auto depth =
        args.size() == 1 ? parse_unsigned(args[0], kMinNBoardDepth, kMaxNBoardDepth) : std::nullopt;
    if (!depth) return reject("set depth: expected a depth from 1 to 60");
    if (!engine_.level_given()) depth_ = static_cast<int>(*depth);
    reply_name();
}

SearchLimits NBoardSession::limits() const {
    SearchLimits limits;
    limits.depth = depth_;
    return limits;
}

void NBoardSession::set_game(std::string_view ggf) {
    const GgfResult result = parse_ggf(ggf);
    if (!result.game) return lose_position("set game: " + result.error);
    engine_.set_game(ggf_line(*result.game));
    clocks_ = GameClocks::at_end_of(*result.game);
    lost_.reset();
}

void NBoardSession::move(const Call& call) {
    if (call.args.size() != 1)
        return lose_position("move: expected one move such as F5, F5/-2.00/1.5 or PA");
    if (!knows_position("move")) return;
    const auto item = read_move_item(call.args[0]);
    if (!item) return lose_position("move: not a move: " + printable(call.args[0]));
    const Color mover = implied_mover(engine_.position(), item->move);
    if (!engine_.play_as(mover, item->move))
        return lose_position("move: illegal move: " + printable(call.args[0]));
    clocks_.moved(mover, *item);
}

// After `set depth N`, Hard reads N plies, or until the game record's clock allocation runs
// out, whichever comes first. Without a depth (--level, or before any `set depth`) a record
// with a clock is played on that clock, as the other protocols play theirs (the engine's clock
// rule); a record without one, by the level's own budget.
void NBoardSession::go(const Call& call) {
    if (!knows_position("go")) return;
    const Position& position = engine_.position();
    if (position.is_game_over()) return reject("go: the game is over");
    const Color side = position.side_to_move();
    const auto reading = clocks_.reading(side);
    reply("status thinking");
    engine_.go(
        {position, limits(), reading ? clock_of(side, *reading) : TimeLimits{}, call.received}, {},
        [this, position, timing = SearchTiming(SteadyClock::now())](
            std::optional<Move> best, const std::optional<SearchInfo>& deepest,
            std::uint64_t nodes) {
            if (!best || !position.is_legal(*best))
                return reject("internal error: the search chose an illegal move " +
                              (best ? move_name(*best) : std::string("none")));
            reply_lines(best_move_lines(*best, deepest, nodes, timing.elapsed()));
        },
        progress_sink("thinking"));
}

void NBoardSession::ping(const Call& call) {
    const auto number = parse_signed(call.args[0], kMinPing, kMaxPing);
    if (!number) return reject("ping: expected an integer");
    // A search still running stops, and its last reply goes out before the pong: NBoard takes
    // everything before the pong to be about the old position.
    engine_.finish();
    engine_.prepare();  // as `isready` does: the next search spends its time searching
    reply("pong " + std::to_string(*number));
}

}  // namespace reversi
