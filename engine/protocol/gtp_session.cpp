// SPDX-License-Identifier: GPL-3.0-or-later
// Dispatch on the command name through the command table, one short handler per command; every
// command gets exactly one response, and a failing one changes nothing. `genmove` and
// `reg_genmove` respond from the worker when their search ends; while it runs, only `quit` and
// GoGui's `# interrupt` act, and other commands wait their turn.
#include "protocol/gtp_session.hpp"

#include <array>

#include "core/notation.hpp"
#include "protocol/board_text.hpp"
#include "protocol/gtp_command.hpp"
#include "protocol/gtp_time_commands.hpp"
#include "protocol/gtp_words.hpp"
#include "protocol/time_allocation.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

// GoGui's way to interrupt a command: a comment line of its own (announced by gogui-interrupt).
constexpr std::string_view kInterruptLine = "# interrupt";

}  // namespace

DuringSearch GtpSession::during_search(std::string_view line) const {
    if (trimmed(line) == kInterruptLine) return DuringSearch::Interrupts;
    const std::optional<GtpCommand> command = parse_gtp_command(line);
    return command ? commands().during_search(command->name, command->args.size())
                   : DuringSearch::Waits;
}

void GtpSession::execute_line(std::string_view line, SteadyClock::time_point received) {
    if (trimmed(line) == kInterruptLine) return engine_.stop();  // a comment to other engines
    const std::optional<GtpCommand> command = parse_gtp_command(line);
    if (!command) return;  // empty after preprocessing: GTP ignores it
    if (command->name.empty())
        return respond(command->id, {false, "syntax error: no command after the id"});
    const std::vector<std::string_view> args(command->args.begin(), command->args.end());
    const auto found = commands().lookup(command->name, args.size());
    if (found.problem == CallProblem::UnknownCommand)
        return respond(command->id, {false, "unknown command"});
    if (found.problem == CallProblem::WrongArgumentCount) {
        return respond(command->id,
                       {false, "syntax error: expected " + std::string(found.command->usage)});
    }
    const Call call{command->id, command->name, args, received};
    const Reply reply = found.command->handler(*this, call);
    if (!reply.later) respond(command->id, reply);
}

// "=[id] result" or "?[id] message", then the empty line that ends every GTP response. A result
// that starts with a line break (showboard) starts on the line after the '='.
void GtpSession::respond(std::string_view id, const Reply& reply) {
    std::string text(1, reply.ok ? '=' : '?');
    text += id;
    if (!reply.text.empty() && reply.text.front() != '\n') text += ' ';
    text += reply.text;
    text += "\n\n";
    write(text);
}

GtpSession::Reply GtpSession::new_game() {
    engine_.new_game();
    engine_
        .prepare();  // GTP has no isready: a new game is where the first search's tables are made
    moves_.clear();
    return {};
}

GtpSession::Reply GtpSession::play(const Call& call) {
    const auto color = parse_gtp_color(call.args[0]);
    if (!color) return {false, "invalid color"};
    const auto move = parse_move(call.args[1]);
    if (!move) return {false, "invalid coordinate"};
    return error_reply(moves_.play(engine_, *color, *move));
}

// GTP says genmove never fails. Like gtp-rhino, a colour that cannot move now (the other side
// is to move and has a square) gets `pass`, and nothing changes; after the end of the game
// every genmove is `pass`. `reg_genmove` only answers.
GtpSession::Reply GtpSession::genmove(const Call& call) {
    const auto color = parse_gtp_color(call.args[0]);
    if (!color) return {false, "invalid color"};
    const bool play_it = call.name == "genmove";
    const Position& position = engine_.position();
    if (position.is_game_over()) {
        if (play_it) moves_.pass_after_end();
        return {true, "pass"};
    }
    if (*color != position.side_to_move() && !position.must_pass()) return {true, "pass"};
    return generate(call, *color, play_it);
}

// With a clock the search uses its share of the time instead of the level's own budget.
GtpSession::Reply GtpSession::generate(const Call& call, Color color, bool play_it) {
    GameLine line = engine_.game();
    const int added = color == line.current().side_to_move() ? 0 : 1;
    if (added > 0) line.play(Move::pass());
    const auto reading = clock_.reading(color);
    const MoveSearch search{
        line.current(), {}, reading ? clock_of(color, *reading) : TimeLimits{}, call.received};
    engine_.go(
        search, {},
        [this, line, added, id = std::string(call.id), received = call.received, color, play_it](
            std::optional<Move> best, const std::optional<SearchInfo>&, std::uint64_t) mutable {
            if (!best || !line.play(*best)) {
                note("reversi-engine: the search chose an illegal move " +
                     (best ? move_name(*best) : std::string("none")));
                return respond(id, {false, "internal error: the search chose an illegal move"});
            }
            if (play_it) {
                engine_.set_game(std::move(line));
                moves_.added(added + 1);
                clock_.spend(
                    color, std::chrono::duration_cast<milliseconds>(SteadyClock::now() - received));
            }
            respond(id, {true, capital_move_name(*best)});
        });
    return {true, {}, true};
}

GtpSession::Reply GtpSession::showboard(const Call&) {
    std::string text;
    for (const std::string& line : board_lines(engine_.position()))
        text += '\n' + line;
    return {true, text};
}

GtpSession::Reply GtpSession::rules_legal_moves(const Call&) {
    return {true, capital_moves_text(engine_.legal_moves())};
}

// `reversi-<option> [value]`: sets the option, or answers its value when given none.
GtpSession::Reply GtpSession::option_command(const Call& call) {
    for (const GtpOptionCommand& command : gtp_option_commands()) {
        if (command.name != call.name) continue;
        const EngineOption& option = *command.option;
        if (call.args.empty()) return {true, option.current(engine_.settings())};
        if (engine_.set_option(option, call.args[0])) return {};
        return {false, "invalid " + option_word(option, ' ') + ": expected " +
                           std::string(option.expected)};
    }
    return {false, "unknown command"};
}

}  // namespace reversi
