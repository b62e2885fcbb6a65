// reversi-engine in Go Text Protocol mode (`--gtp`): GTP version 2 over any pair of streams, so
// GUIs such as Quarry and GTP match runners can drive the engine. Vertices are Othello squares.
// protocol-spec/PROTOCOL.md, section "GTP mode", documents every command.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/game_line.hpp"
#include "vocabulary/level.hpp"

namespace reversi {

class GtpSession {
public:
    // Responses go to `out`, each flushed; diagnostics for people go to `log`.
    GtpSession(std::ostream& out, std::ostream& log, Level level = Level::Hard,
               std::uint64_t seed = 0);

    // Executes lines until `quit` or the end of `in`.
    void run(std::istream& in);
    // Executes one raw line (without its '\n'); returns false once the session has ended.
    bool execute(std::string_view line);

private:
    struct Reply {
        bool ok = true;
        std::string text;
    };
    using Args = std::span<const std::string>;
    using Handler = Reply (GtpSession::*)(Args);
    struct Command {
        std::string_view name;
        std::size_t min_args;
        std::size_t max_args;
        std::string_view usage;
        Handler handler;
    };
    static std::span<const Command> commands();
    static const Command* find_command(std::string_view name);

    Reply protocol_version(Args);
    Reply name(Args);
    Reply version(Args);
    Reply known_command(Args);
    Reply list_commands(Args);
    Reply quit(Args);
    Reply boardsize(Args);
    Reply clear_board(Args);
    Reply komi(Args);
    Reply play(Args);
    Reply genmove(Args);
    Reply undo(Args);
    Reply showboard(Args);
    Reply final_score(Args);
    Reply time_settings(Args);
    Reply time_left(Args);
    Reply rules_legal_moves(Args);
    Reply rules_side_to_move(Args);
    Reply rules_final_result(Args);
    Reply list_games(Args);
    Reply set_game(Args);
    Reply set_level(Args);
    Reply set_seed(Args);

    void new_game();
    void respond(std::string_view id, const Reply& reply);

    std::ostream& out_;
    std::ostream& log_;
    GameLine game_;
    // How many moves each accepted `play` or `genmove` added (2 when a forced pass was inserted),
    // so `undo` takes back exactly one command.
    std::vector<int> moves_per_command_;
    // Passes accepted after the game ended; they change nothing, and `undo` takes them back first.
    std::uint64_t passes_after_end_ = 0;
    Level level_;
    std::uint64_t seed_;
    bool ended_ = false;
};

}  // namespace reversi
