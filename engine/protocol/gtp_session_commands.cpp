// SPDX-License-Identifier: GPL-3.0-or-later
// GTP's command table: each command's name, argument counts, usage and handler, and whether it
// acts while genmove searches. GtpSession (gtp_session.cpp) dispatches through it.
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

const CommandTable<GtpSession::Handler>& GtpSession::commands() {
    using G = GtpSession;
    // Extra arguments are ignored where gtp-rhino ignores them; commands whose arguments are
    // values (play, boardsize, komi, the clocks, the options) take exactly their own.
    // Commands that only call the engine and format its answer are written in the table.
    constexpr Handler fixed = [](G&, const Call& c) -> Reply {
        return {true, fixed_answer_text(c.name)};
    };
    static constexpr std::array<CommandSpec<Handler>, 27> kFixed{{
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
             s.end_session();
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
        // GoGui's Analyze menu: the analysis command with its usual limits.
        {"gogui-analyze_commands", 0, kAnyCount, "gogui-analyze_commands", fixed},
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
        // A position to start from, as the line protocol's `position board` (GTP has no
        // setup command for Othello): a new game from it, with no moves to undo.
        {"reversi-setboard", 2, 2, "reversi-setboard <64 squares> <X|O>",
         [](G& s, const Call& c) -> Reply {
             const auto position = parse_position(c.args[0], c.args[1]);
             if (!position)
                 return {false, "invalid position: expected 64 squares of X, O or - and X or O"};
             s.engine_.set_game(GameLine(*position));
             s.moves_.clear();
             return {};
         }},
        {"reversi-analyze", 0, kAnyCount,
         "reversi-analyze [depth N] [nodes N] [time MS] [wld|exact]",
         [](G& s, const Call& c) { return s.analyze(c); }},
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

}  // namespace reversi
