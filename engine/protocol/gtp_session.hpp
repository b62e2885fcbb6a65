// reversi-engine in Go Text Protocol mode (`--gtp`): GTP version 2 over any pair of streams, so
// GUIs such as Quarry and GTP match runners can drive the engine. Vertices are Othello squares.
// protocol-spec/PROTOCOL.md, section "GTP mode", documents every command. Its commands are a
// table on the shared session core; `genmove` searches on the core's worker.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_line.hpp"
#include "protocol/command_table.hpp"
#include "protocol/gtp_clock.hpp"
#include "protocol/line_input.hpp"
#include "protocol/session_core.hpp"
#include "protocol/session_options.hpp"
#include "protocol/session_settings.hpp"
#include "search/search.hpp"

namespace reversi {

class GtpSession : private SessionProtocol {
public:
    // Responses go to `out`, each flushed; diagnostics for people go to `log`.
    GtpSession(std::ostream& out, std::ostream& log, const SessionOptions& options = {});

    // Executes lines until `quit` or the end of the input (see SessionCore::run).
    void run(LineInput& in) { core_.run(in, *this); }
    void run(std::istream& in) { core_.run(in, *this); }
    // Executes one raw line (without its '\n') to its end; returns false once the session ended.
    bool execute(std::string_view line) { return core_.execute(line, *this); }

private:
    struct Reply {
        bool ok = true;
        std::string text;
        bool later = false;  // a search on the worker sends the response when it ends
    };
    using Args = std::span<const std::string_view>;
    struct Call {
        std::string_view id;
        Args args;
        SteadyClock::time_point received;
    };
    using Handler = Reply (GtpSession::*)(const Call&);
    static const CommandTable<Handler>& commands();

    DuringSearch during_search(std::string_view line) const override;
    void execute_line(std::string_view line, SteadyClock::time_point received) override;
    void reject_line(std::string_view reason) override {
        respond("", {false, std::string(reason)});
    }

    Reply protocol_version(const Call&);
    Reply name(const Call&);
    Reply version(const Call&);
    Reply known_command(const Call&);
    Reply list_commands(const Call&);
    Reply quit(const Call&);
    Reply boardsize(const Call&);
    Reply clear_board(const Call&);
    Reply komi(const Call&);
    Reply play(const Call&);
    Reply genmove(const Call&);
    Reply reg_genmove(const Call&);
    Reply undo(const Call&);
    Reply showboard(const Call&);
    Reply final_score(const Call&);
    Reply time_settings(const Call&);
    Reply kgs_time_settings(const Call&);
    Reply time_left(const Call&);
    Reply interrupt(const Call&);
    Reply rules_legal_moves(const Call&);
    Reply rules_side_to_move(const Call&);
    Reply rules_final_result(const Call&);
    Reply list_games(const Call&);
    Reply set_game(const Call&);
    Reply set_level(const Call&);
    Reply set_seed(const Call&);
    Reply set_move_overhead(const Call&);

    // Searches for `color` on the worker and responds with the vertex; `play_it` also plays it.
    Reply generate(const Call& call, bool play_it);
    // The search for `color` to move in `position`: by the level, or on the clock when it runs.
    struct Search {
        SearchRequest request;
        SearchControl control;
    };
    Search search_for(Color color, const Position& position,
                      SteadyClock::time_point received) const;
    void new_game();
    void respond(std::string_view id, const Reply& reply);

    GameLine game_;
    // How many moves each accepted `play` or `genmove` added (2 when a forced pass was inserted),
    // so `undo` takes back exactly one command.
    std::vector<int> moves_per_command_;
    // Passes accepted after the game ended; they change nothing, and `undo` takes them back first.
    std::uint64_t passes_after_end_ = 0;
    SessionSettings settings_;
    GtpClock clock_;
    // Last, so it is destroyed first: a search still running ends before the state it writes.
    SessionCore core_;
};

}  // namespace reversi
