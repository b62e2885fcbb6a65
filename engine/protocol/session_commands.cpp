// SPDX-License-Identifier: GPL-3.0-or-later
// The line protocol's command table: each command's name, argument counts, usage and handler,
// and whether it acts while a search runs. ProtocolSession (session.cpp) dispatches through it.
#include "protocol/session.hpp"

#include <array>
#include <optional>
#include <string>

#include "core/notation.hpp"
#include "protocol/board_text.hpp"
#include "protocol/engine_identity.hpp"
#include "protocol/go_arguments.hpp"
#include "protocol/line_replies.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

// Commands that only call the engine and format its answer are written in the table.
const CommandTable<ProtocolSession::Handler>& ProtocolSession::commands() {
    using P = ProtocolSession;
    static constexpr std::array<CommandSpec<Handler>, 20> kCommands{{
        {"reversi", 0, 0, "reversi", [](P& s, const Call&) { s.handshake(); }},
        {"isready", 0, 0, "isready",
         [](P& s, const Call&) {
             s.engine_.prepare();
             s.reply("readyok");
         },
         DuringSearch::InTurn},
        {"newgame", 0, 0, "newgame",
         [](P& s, const Call&) {
             s.engine_.new_game();
             s.engine_.prepare();
         }},
        {"position", 1, kAnyCount, "position startpos|board <squares> <side> [moves M ...]",
         [](P& s, const Call& c) { s.set_game(position_from(c.args)); }},
        {"play", 1, 1, "play M",
         [](P& s, const Call& c) { s.set_game(play_moves(s.engine_.game(), c.args)); }},
        {"undo", 0, 1, "undo [N]", [](P& s, const Call& c) { s.undo(c.args); }},
        {"seed", 0, 1, "seed [N]", [](P& s, const Call& c) { s.option_command("Seed", c.args); }},
        {"level", 0, 1, "level [easy|normal|hard]",
         [](P& s, const Call& c) { s.option_command("Level", c.args); }},
        {"setoption", 2, kAnyCount, "setoption name <option> value <value>",
         [](P& s, const Call& c) { s.set_option(c.args); }},
        {"go", 0, kAnyCount,
         "go [nodes N] [depth D] [wld] [movetime MS] [wtime MS btime MS [winc MS] [binc MS] "
         "[movestogo N]] [infinite] [ponder]",
         [](P& s, const Call& c) { s.go(c); }},
        // Read in its turn while the ponder search goes on: the clock starts at the read.
        {"ponderhit", 0, 0, "ponderhit",
         [](P& s, const Call& c) { s.engine_.ponderhit(c.received); }, DuringSearch::InTurn},
        {"stop", 0, 0, "stop", [](P& s, const Call&) { s.engine_.stop(); },
         DuringSearch::Interrupts},
        {"legal", 0, 0, "legal",
         [](P& s, const Call&) { s.reply(legal_line(s.engine_.legal_moves())); }},
        {"show", 0, 0, "show", [](P& s, const Call&) { s.show(); }},
        {"d", 0, 0, "d", [](P& s, const Call&) { s.show(); }},
        {"perft", 1, 1, "perft D", [](P& s, const Call& c) { s.perft(c); }},
        // The node total depends only on the search, so it has a line of its own; speed
        // figures follow and vary from run to run.
        {"bench", 0, 0, "bench",
         [](P& s, const Call&) { s.reply_lines(bench_lines(s.engine_.bench())); }},
        {"eval", 0, 0, "eval",
         [](P& s, const Call&) {
             s.reply_lines(eval_lines(s.engine_.position(), s.engine_.evaluate()));
         }},
        {"help", 0, 0, "help",
         [](P& s, const Call&) { s.reply("help commands: " + commands().names(" ")); }},
        {"quit", 0, 0, "quit", [](P& s, const Call&) { s.end_session(); }, DuringSearch::EndsInput},
    }};
    static constexpr CommandTable<Handler> kTable{kCommands};
    return kTable;
}

}  // namespace reversi
