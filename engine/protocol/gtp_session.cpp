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

const CommandTable<GtpSession::Handler>& GtpSession::commands() {
    using G = GtpSession;
    // Extra arguments are ignored where gtp-rhino ignores them; commands whose arguments are
    // values (play, boardsize, komi, the clocks, the options) take exactly their own.
    // Commands that only call the engine and format its answer are written in the table.
    constexpr Handler fixed = [](G&, const Call& c) -> Reply {
        return {true, fixed_answer_text(c.name)};
    };
    static constexpr std::array<CommandSpec<Handler>, 24> kFixed{{
        {"protocol_version", 0, kAnyCount, "protocol_version", fixed},
        {"name", 0, kAnyCount, "name", fixed},
        {"version", 0, kAnyCount, "version", fixed},
        {"known_command", 0, kAnyCount, "known_command <name>",
         [](G&, const Call& c) -> Reply {
             return {true, !c.args.empty() && commands().find(c.args[0]) ? "true" : "false"};
         }},
        {"list_commands", 0, kAnyCount, "list_commands",
         [](G&, const Call&) -> Reply {
             return {true, commands().names("\n")};
         }},
        {"quit", 0, kAnyCount, "quit",
         [](G& s, const Call&) -> Reply {
             s.engine_.loop().end_session();
             return {};
         },
         DuringSearch::EndsInput},
        {"boardsize", 1, 1, "boardsize 8",
         [](G& s, const Call& c) -> Reply {
             if (!parse_unsigned(c.args[0], kBoardSize, kBoardSize))
                 return {false, "unacceptable size"};
             return s.new_game();
         }},
        {"clear_board", 0, kAnyCount, "clear_board",
         [](G& s, const Call&) { return s.new_game(); }},
        // Othello has no komi; the value is checked and ignored, since GUIs send it every game.
        {"komi", 1, 1, "komi <float>",
         [](G&, const Call& c) -> Reply {
             if (!is_decimal(c.args[0])) return {false, "syntax error: komi expects a number"};
             return {};
         }},
        {"play", 2, 2, "play <color> <vertex|pass>", [](G& s, const Call& c) { return s.play(c); }},
        {"genmove", 1, kAnyCount, "genmove <color>",
         [](G& s, const Call& c) { return s.genmove(c); }},
        {"reg_genmove", 1, kAnyCount, "reg_genmove <color>",
         [](G& s, const Call& c) { return s.genmove(c); }},
        {"undo", 0, kAnyCount, "undo",
         [](G& s, const Call&) {
             return s.moves_.undo(s.engine_) ? Reply{} : Reply{false, "cannot undo"};
         }},
        {"showboard", 0, kAnyCount, "showboard",
         [](G& s, const Call& c) { return s.showboard(c); }},
        {"final_score", 0, kAnyCount, "final_score",
         [](G& s, const Call&) -> Reply {
             if (!s.engine_.position().is_game_over())
                 return {false, "cannot score: the game is not over"};
             return {true, score_text(s.engine_.position())};
         }},
        {"time_settings", 3, 3, "time_settings <main> <byo-yomi> <stones>",
         [](G& s, const Call& c) { return error_reply(read_time_settings(s.clock_, c.args)); }},
        {"kgs-time_settings", 1, 4, kKgsTimeSettingsUsage,
         [](G& s, const Call& c) { return error_reply(read_kgs_time_settings(s.clock_, c.args)); }},
        {"time_left", 3, 3, "time_left <color> <time> <stones>",
         [](G& s, const Call& c) { return error_reply(read_time_left(s.clock_, c.args)); }},
        {"gogui-interrupt", 0, kAnyCount, "gogui-interrupt", fixed},
        {"gogui-rules_legal_moves", 0, kAnyCount, "gogui-rules_legal_moves",
         [](G& s, const Call& c) { return s.rules_legal_moves(c); }},
        {"gogui-rules_side_to_move", 0, kAnyCount, "gogui-rules_side_to_move",
         [](G& s, const Call&) -> Reply {
             return {true, std::string(color_name(s.engine_.position().side_to_move()))};
         }},
        {"gogui-rules_final_result", 0, kAnyCount, "gogui-rules_final_result",
         [](G& s, const Call&) -> Reply {
             const Position& position = s.engine_.position();
             return {true,
                     position.is_game_over() ? std::string(winner_word(position)) : "unknown"};
         }},
        {"list_games", 0, kAnyCount, "list_games", fixed},
        {"set_game", 1, kAnyCount, "set_game Othello",
         [](G&, const Call& c) -> Reply {
             if (c.args[0] != kGtpGameName) return {false, "unsupported game"};
             return {};
         }},
    }};
    // The options' commands last.
    static const std::vector<CommandSpec<Handler>> kCommands = [] {
        std::vector<CommandSpec<Handler>> commands(kFixed.begin(), kFixed.end());
        for (const GtpOptionCommand& command : gtp_option_commands())
            commands.push_back({command.name, 0, 1, command.usage,
                                [](G& s, const Call& c) { return s.option_command(c); }});
        return commands;
    }();
    static const CommandTable<Handler> kTable{kCommands};
    return kTable;
}

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
    engine_.loop().write(text);
}

GtpSession::Reply GtpSession::new_game() {
    engine_.new_game();
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
            std::optional<Move> best, const std::optional<SearchInfo>&) mutable {
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
    std::string text;
    for (Move m : engine_.legal_moves()) {
        if (!text.empty()) text += ' ';
        text += capital_move_name(m);
    }
    return {true, text};
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
