// SPDX-License-Identifier: GPL-3.0-or-later
// NBoard's command table: each command's name, argument counts, usage and handler, and whether
// it acts while a search runs. NBoardSession (nboard_session.cpp) dispatches through it.
#include "protocol/nboard_session.hpp"

#include <array>
#include <limits>

#include "core/notation.hpp"
#include "protocol/board_text.hpp"
#include "protocol/engine_identity.hpp"
#include "protocol/search_report.hpp"
#include "vocabulary/numbers.hpp"
#include "vocabulary/tokens.hpp"

namespace reversi {

namespace {

constexpr std::string_view kNBoardVersion = "2";

}  // namespace

const CommandTable<NBoardSession::Handler>& NBoardSession::commands() {
    using N = NBoardSession;
    // The usage completes "<command>: expected ..." on standard error. `nboard`, `set` and `move`
    // check their own arguments: a refused `set game` or `move` also loses the position.
    // Commands that only call the engine and format its answer are written in the table.
    static constexpr std::array<CommandSpec<Handler>, 10> kCommands{{
        {"nboard", 0, kAnyCount, "2",
         [](N& s, const Call& c) {
             if (c.args.size() != 1 || c.args[0] != kNBoardVersion)
                 return s.reject("nboard: only protocol version 2 is spoken");
             s.reply_name();
         }},
        {"set", 0, kAnyCount, "depth, game, contempt or an option",
         [](N& s, const Call& c) { s.set(c); }},
        {"move", 0, kAnyCount, "one move such as F5, F5/-2.00/1.5 or PA",
         [](N& s, const Call& c) { s.move(c); }},
        {"hint", 1, 1, "a number of moves from 1 to 64", [](N& s, const Call& c) { s.hint(c); }},
        {"go", 0, 0, "no arguments", [](N& s, const Call& c) { s.go(c); }},
        {"analyze", 0, 0, "no arguments", [](N& s, const Call& c) { s.analyze(c); }},
        {"ping", 1, 1, "an integer", [](N& s, const Call& c) { s.ping(c); }, DuringSearch::InTurn},
        // There is no book to add the game to; NBoard only needs the acknowledgement.
        {"learn", 0, 0, "no arguments", [](N& s, const Call&) { s.reply("learned"); }},
        // Not NBoard's: the board for a person debugging by hand, as the line protocol's `show`.
        {"show", 0, 0, "no arguments",
         [](N& s, const Call&) {
             if (s.knows_position("show")) s.reply_lines(board_lines(s.engine_.position()));
         }},
        {"quit", 0, kAnyCount, "nothing", [](N& s, const Call&) { s.end_session(); },
         DuringSearch::EndsInput},
    }};
    static constexpr CommandTable<Handler> kTable{kCommands};
    return kTable;
}

}  // namespace reversi
